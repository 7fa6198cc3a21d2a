import DeclarativeUI
import Observation
import TerminalUI
import Testing

private struct GreetingKey: EnvironmentKey {
    static var defaultValue: String { "Hello" }
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// `@Environment` reads what an ancestor gave, by key or by an observable object's type.
@MainActor @Suite struct EnvironmentTests {
    @Observable
    final class Account {
        var name = "Ada"
    }

    struct Welcome: View {
        @Environment(\.greeting) private var greeting
        @Environment(Account.self) private var account

        var body: some View {
            Text("\(greeting), \(account.name)")
            Button("Save") {}
        }
    }

    @Test func aViewReadsAKeyedValueAndAnObservableObject() async {
        let account = Account()
        let hosted = Hosted(Welcome().environment(\.greeting, "Hi").environment(account))
        await hosted.start()
        #expect(hosted.screen.labels == ["Hi, Ada"])

        account.name = "Grace"
        await hosted.settle()

        #expect(hosted.screen.labels == ["Hi, Grace"])
    }

    @Test func aKeyNoAncestorSetReadsItsDefault() async {
        let hosted = Hosted(Welcome().environment(Account()))
        await hosted.start()

        #expect(hosted.screen.labels == ["Hello, Ada"])
    }

    @Test func disabledControlsShowDisabledAndRefuseCommands() async {
        let hosted = Hosted(Welcome().environment(Account()).disabled(true))
        await hosted.start()

        #expect(hosted.screen.buttons == [Screen.Button("Save", isEnabled: false)])
        #expect(await hosted.run("tap Save") == .error("\"Save\" is disabled"))
    }
}
