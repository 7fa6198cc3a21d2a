import Testing
@testable import TerminalUI

@MainActor @Suite struct NavigationControllerTests {
    final class Probe: ViewController {
        let name: String
        var appearances = 0
        var disappearances = 0
        var events: [Event] = []

        init(_ name: String) { self.name = name }
        override var screen: Screen { Screen(title: name) }
        override func handle(_ event: Event) { events.append(event) }
        override func viewWillAppear() { appearances += 1 }
        override func viewDidDisappear() { disappearances += 1 }
    }

    final class Recorder: NavigationControllerDelegate {
        var shown: [String] = []
        var popped: [String] = []
        func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {
            shown.append((viewController as? Probe)?.name ?? "?")
        }
        func navigationController(_ navigationController: NavigationController, didPop viewController: ViewController) {
            popped.append((viewController as? Probe)?.name ?? "?")
        }
    }

    @Test func pushAndBackMoveThroughTheStack() {
        let root = Probe("Root"), child = Probe("Child")
        let navigation = NavigationController(root: root)
        #expect(!navigation.canGoBack)
        #expect(navigation.currentScreen.showsBackButton == false)
        navigation.push(child)
        #expect(navigation.currentScreen.title == "Child")
        #expect(navigation.currentScreen.showsBackButton)
        #expect(child.navigationController === navigation)
        #expect(navigation.goBack())
        #expect(navigation.currentScreen.title == "Root")
        #expect(child.navigationController == nil)
        #expect(child.disappearances == 1)
        #expect(root.appearances == 2)
        #expect(!navigation.goBack())
    }

    @Test func popToRootAndSetViewControllersTellTheDelegate() {
        let recorder = Recorder()
        let navigation = NavigationController(root: Probe("A"))
        navigation.delegate = recorder
        navigation.push(Probe("B"))
        navigation.push(Probe("C"))
        navigation.popToRoot()
        #expect(navigation.viewControllers.count == 1)
        #expect(recorder.popped == ["C", "B"])
        navigation.setViewControllers([Probe("Login")])
        #expect(recorder.popped == ["C", "B", "A"])
        #expect(recorder.shown.last == "Login")
    }

    @Test func aPresentedStackIsWhatIsVisibleAndBackDismissesIt() {
        let navigation = NavigationController(root: Probe("Root"))
        let modal = NavigationController(root: Probe("Modal"))
        navigation.present(modal)
        #expect(navigation.currentScreen.title == "Modal")
        #expect(navigation.canGoBack)
        navigation.send(.tap("x"))
        #expect((modal.topViewController as? Probe)?.events == [.tap("x")])
        navigation.goBack()
        #expect(navigation.presented == nil)
        #expect(navigation.currentScreen.title == "Root")
    }

    @Test func aPresentedAlertTakesItsAnswerBeforeTheScreen() {
        let root = Probe("Root")
        let navigation = NavigationController(root: root)
        var answer: String?
        navigation.presentAlert(.error("Unknown country XYZ.")) { answer = $0 }
        #expect(navigation.currentScreen.alert == .error("Unknown country XYZ."))
        navigation.send(.alert("OK"))
        #expect(answer == "OK")
        #expect(navigation.currentScreen.alert == nil)
        #expect(root.events.isEmpty)
    }

    @Test func popsAreNoOpsAtTheRoot() {
        let navigation = NavigationController(root: Probe("Root"))
        #expect(navigation.pop() == nil)
        #expect(navigation.viewControllers.count == 1)
    }
}
