import Observation
import Testing
@testable import TerminalUI

/// A path of routes in observable state, bound to a navigation stack both ways.
@MainActor @Suite struct NavigationStackBindingTests {
    @Observable
    final class Routing {
        var path: [String]
        var alert: Screen.Alert?
        var answers: [String] = []

        init(path: [String]) {
            self.path = path
        }
    }

    final class Page: ViewController {
        let route: String
        var appearances = 0
        var disappearances = 0

        init(_ route: String) { self.route = route }
        override var screen: Screen { Screen(title: route) }
        override func viewWillAppear() { appearances += 1 }
        override func viewDidDisappear() { disappearances += 1 }
    }

    let routing: Routing
    let navigation = NavigationController()
    let binding: NavigationStackBinding<String>

    init() {
        let routing = Routing(path: ["list", "details"])
        self.routing = routing
        binding = NavigationStackBinding(
            navigationController: navigation,
            path: { routing.path },
            setPath: { routing.path = $0 },
            alert: { routing.alert },
            answerAlert: { answer in
                routing.answers.append(answer)
                routing.alert = nil
            },
            view: { Page($0) }
        )
    }

    var titles: [String] { navigation.viewControllers.map(\.screen.title) }
    var pages: [Page] { navigation.viewControllers.compactMap { $0 as? Page } }

    @Test func startShowsThePathAtOnceWithOnlyTheTopAppearing() {
        binding.start()

        #expect(titles == ["list", "details"])
        #expect(pages.map(\.appearances) == [0, 1])
        #expect(binding.routes == ["list", "details"])
    }

    @Test func aRouteAddedToTheStateIsPushedAsTrackedWork() async {
        binding.start()
        let shared = pages

        routing.path.append("more")
        #expect(navigation.activity.pendingCount == 1)
        await navigation.activity.waitUntilIdle()

        #expect(titles == ["list", "details", "more"])
        #expect(zip(pages, shared).allSatisfy { $0 === $1 })
    }

    @Test func aShorterPathPopsBackAndTheRevealedScreenAppears() async {
        routing.path = ["list", "a", "b"]
        binding.start()
        let popped = pages.suffix(2)

        routing.path = ["list"]
        await navigation.activity.waitUntilIdle()

        #expect(titles == ["list"])
        #expect(popped.map(\.disappearances) == [1, 1])
        #expect(pages.first?.appearances == 1)
    }

    @Test func aDifferentPathReplacesTheScreensFromWhereItDiffers() async {
        binding.start()
        let list = pages.first

        routing.path = ["list", "other"]
        await navigation.activity.waitUntilIdle()

        #expect(titles == ["list", "other"])
        #expect(pages.first === list)
    }

    @Test func goingBackWritesTheRoutesLeftIntoTheState() async {
        binding.start()

        navigation.goBack()
        await navigation.activity.waitUntilIdle()

        #expect(routing.path == ["list"])
        #expect(titles == ["list"])
    }

    @Test func anAlertInTheStateIsPresentedAndItsAnswerReported() async {
        binding.start()

        routing.alert = .error("Nope.")
        await navigation.activity.waitUntilIdle()
        #expect(navigation.currentScreen.alert == .error("Nope."))

        navigation.send(.alert("OK"))
        await navigation.activity.waitUntilIdle()
        #expect(navigation.currentScreen.alert == nil)
        #expect(routing.answers == ["OK"])
    }
}
