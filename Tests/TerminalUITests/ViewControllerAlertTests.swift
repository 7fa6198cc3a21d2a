import Testing
@testable import TerminalUI

/// A screen's own alert: shown while the screen is on top, kept while it is covered, gone
/// with the screen.
@MainActor
@Suite struct ViewControllerAlertTests {
    final class Probe: ViewController {
        let name: String
        var events: [Event] = []

        init(_ name: String) { self.name = name }
        override var screen: Screen { Screen(title: name) }
        override func handle(_ event: Event) { events.append(event) }
    }

    @Test func anAlertShowsOnItsScreenWhileItIsOnTop() {
        let root = Probe("Root")
        let navigation = NavigationController(root: root)
        root.presentAlert(.error("Could not load players."))
        #expect(navigation.currentScreen.title == "Root")
        #expect(navigation.currentScreen.alert == .error("Could not load players."))
    }

    @Test func aCoveredScreensAlertWaitsAndShowsWhenItIsOnTopAgain() {
        let root = Probe("Root"), child = Probe("Child")
        let navigation = NavigationController(root: root)
        navigation.push(child)
        root.presentAlert(.error("Could not delete player."))
        #expect(navigation.currentScreen.alert == nil)
        navigation.goBack()
        #expect(navigation.currentScreen.alert == .error("Could not delete player."))
    }

    @Test func aScreenUnderAModalKeepsItsAlertUntilTheModalCloses() {
        let root = Probe("Root")
        let navigation = NavigationController(root: root)
        navigation.present(NavigationController(root: Probe("Modal")))
        root.presentAlert(.error("Could not delete player."))
        #expect(navigation.currentScreen.alert == nil)
        navigation.goBack()
        #expect(navigation.currentScreen.alert == .error("Could not delete player."))
    }

    @Test func anAlertLeavesWithItsScreen() {
        let root = Probe("Root"), child = Probe("Child")
        let navigation = NavigationController(root: root)
        navigation.push(child)
        child.presentAlert(.error("Could not save the player."))
        navigation.goBack()
        #expect(navigation.currentScreen.alert == nil)
        navigation.push(child)
        #expect(navigation.currentScreen.alert == nil)
    }

    @Test func aScreenThatHasLeftPresentsNothing() {
        let root = Probe("Root"), child = Probe("Child")
        let navigation = NavigationController(root: root)
        navigation.push(child)
        navigation.goBack()
        child.presentAlert(.error("Could not save the player."))
        navigation.push(child)
        #expect(navigation.currentScreen.alert == nil)
    }

    @Test func aDismissedModalsAlertLeavesWithIt() {
        let modalRoot = Probe("Modal")
        let navigation = NavigationController(root: Probe("Root"))
        navigation.present(NavigationController(root: modalRoot))
        modalRoot.presentAlert(.error("Could not add the player."))
        navigation.goBack()
        #expect(navigation.currentScreen.alert == nil)
    }

    @Test func theAnswerGoesToTheHandlerOnceAndNotToTheScreen() {
        let root = Probe("Root")
        let navigation = NavigationController(root: root)
        var answers: [String] = []
        root.presentAlert(.error("Could not load players.")) { answers.append($0) }
        navigation.send(.alert("OK"))
        navigation.send(.alert("OK"))
        #expect(answers == ["OK"])
        #expect(navigation.currentScreen.alert == nil)
        #expect(root.events == [.alert("OK")])
    }

    @Test func aNewAlertOnTheSameScreenReplacesOneNotYetAnswered() {
        let root = Probe("Root")
        let navigation = NavigationController(root: root)
        var answered: [String] = []
        root.presentAlert(.error("first")) { _ in answered.append("first") }
        root.presentAlert(.error("second")) { _ in answered.append("second") }
        #expect(navigation.currentScreen.alert == .error("second"))
        navigation.send(.alert("OK"))
        #expect(answered == ["second"])
        #expect(navigation.currentScreen.alert == nil)
    }

    @Test func anAlertThatBelongsToNoScreenShowsOverAScreensAlertFirst() {
        let root = Probe("Root")
        let navigation = NavigationController(root: root)
        var answered: [String] = []
        root.presentAlert(.error("Could not load.")) { _ in answered.append("screen") }
        navigation.presentAlert(.error("Unknown country XYZ.")) { _ in answered.append("app") }
        #expect(navigation.currentScreen.alert == .error("Unknown country XYZ."))
        navigation.send(.alert("OK"))
        #expect(navigation.currentScreen.alert == .error("Could not load."))
        navigation.send(.alert("OK"))
        #expect(answered == ["app", "screen"])
        #expect(navigation.currentScreen.alert == nil)
        #expect(root.events.isEmpty)
    }

    @Test func aPresentedAlertHidesTheScreensOwnAlertUntilAnswered() {
        final class Confirming: ViewController {
            override var screen: Screen {
                Screen(title: "Players", alert: Screen.Alert(title: "Delete?", message: nil, actions: ["Yes", "Cancel"]))
            }
        }
        let screen = Confirming()
        let navigation = NavigationController(root: screen)
        screen.presentAlert(.error("Could not delete player."))
        #expect(navigation.currentScreen.alert == .error("Could not delete player."))
        navigation.send(.alert("OK"))
        #expect(navigation.currentScreen.alert?.title == "Delete?")
    }
}
