import DeclarativeUI
import TerminalUI
import Testing

/// `alert(_:isPresented:)`: shown while its binding is true; an action sets it back to false.
@MainActor @Suite struct AlertTests {
    struct Reset: View {
        @State private var count = 3
        @State private var isAsking = false

        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Reset") { isAsking = true }
            }
            .alert("Reset", isPresented: $isAsking) {
                Button("Yes") { count = 0 }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Really?")
            }
        }
    }

    struct Failing: View {
        @State private var error: String?

        var body: some View {
            Button("Load") { error = "Offline" }
                .alert("Error", isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } })) {
                } message: {
                    Text(error ?? "")
                }
        }
    }

    @Test func anActionRunsAndDismissesTheAlert() async {
        let hosted = Hosted(Reset())
        await hosted.start()

        await hosted.run("tap Reset")
        #expect(hosted.screen.alert == Screen.Alert(title: "Reset", message: "Really?", actions: ["Yes", "Cancel"]))
        #expect(await hosted.run("tap Reset") == .error("an alert is open: answer it with alert <action> (\"Yes\", \"Cancel\")"))

        await hosted.run("alert Yes")
        #expect(hosted.screen.alert == nil)
        #expect(hosted.screen.labels == ["Count: 0"])
    }

    @Test func anAlertWithoutButtonsIsTheErrorAlertAnsweredWithOK() async {
        let hosted = Hosted(Failing())
        await hosted.start()

        await hosted.run("tap Load")
        #expect(hosted.screen.alert == .error("Offline"))

        await hosted.run("alert OK")
        #expect(hosted.screen.alert == nil)
    }
}
