import DeclarativeUI
import Observation
import TerminalUI
import Testing

/// `@State` lives in the view's place in the tree; `@Binding` writes back to its owner.
@MainActor @Suite struct StateTests {
    @Observable
    final class League {
        var round = 1
    }

    struct Goals: View {
        let title: String
        @State private var count = 0

        var body: some View {
            Text("\(title): \(count)")
            Button("Score") { count += 1 }
        }
    }

    struct Round: View {
        let league: League

        var body: some View {
            // Reads the round, so each new round makes `Goals` afresh.
            Goals(title: "Round \(league.round)")
        }
    }

    struct Greeting: View {
        @State private var name = ""

        var body: some View {
            NameField(name: $name)
            Text(name.isEmpty ? "Hello" : "Hello \(name)")
        }
    }

    struct NameField: View {
        @Binding var name: String

        var body: some View {
            TextField("Name", text: $name, prompt: Text("Your name"))
        }
    }

    struct Settings: View {
        @State private var isLoud = false
        @State private var level = 0
        @State private var colour = "Red"

        var body: some View {
            Toggle("Loud", isOn: $isLoud)
            Stepper("Level", value: $level, in: 0...2)
            Picker("Colour", selection: $colour) {
                ForEach(["Red", "Green", "Blue"], id: \.self) { Text($0) }
            }
            .accessibilityIdentifier("colour")
            Text("\(isLoud ? "Loud" : "Quiet") \(level) \(colour)")
        }
    }

    struct SearchLog: View {
        @State private var text = ""
        @State private var log: [String] = []

        var body: some View {
            TextField("Search", text: $text)
                .onChange(of: text) { old, new in log.append("\(old)→\(new)") }
            ForEach(log, id: \.self) { Text($0) }
        }
    }

    struct Profile: View {
        @State private var name = "Ada"

        var body: some View {
            Form {
                Section("Account") {
                    TextField("Name", text: $name)
                    Text("Signed in")
                }
            }
        }
    }

    @Test func aFormKeepsItsFieldsAndMakesItsTextsRows() async {
        let hosted = Hosted(Profile())
        await hosted.start()

        #expect(hosted.screen.fields == [Screen.TextField("Name", value: "Ada")])
        #expect(hosted.screen.sections == [Screen.Section("Account", rows: [Screen.Row("Signed in", isSelectable: false)])])
    }

    @Test func stateSurvivesTheParentMakingTheViewAfresh() async {
        let league = League()
        let hosted = Hosted(Round(league: league))
        await hosted.start()
        await hosted.run("tap Score")
        await hosted.run("tap Score")

        league.round = 2
        await hosted.settle()

        #expect(hosted.screen.labels == ["Round 2: 2"])
    }

    @Test func aBindingWritesBackToTheStateThatOwnsIt() async {
        let hosted = Hosted(Greeting())
        await hosted.start()
        #expect(hosted.screen.fields == [Screen.TextField("Name", value: "", placeholder: "Your name")])

        await hosted.run("type Name Ada")

        #expect(hosted.screen.labels == ["Hello Ada"])
        #expect(hosted.screen.fields.first?.value == "Ada")
    }

    @Test func togglesSteppersAndPickersWriteTheirBindings() async {
        let hosted = Hosted(Settings())
        await hosted.start()

        for line in ["tap Loud", "step Level up", "step Level up", "pick Colour Blue"] {
            #expect(await hosted.run(line) == .screen)
        }

        #expect(hosted.screen.labels == ["Loud 2 Blue"])
        #expect(hosted.screen.pickers == [Screen.Picker(id: "colour", components: [
            Screen.Picker.Component("Colour", rows: ["Red", "Green", "Blue"], selectedIndex: 2),
        ])])
        #expect(await hosted.run("step Level up") == .error("\"Level\" cannot go above 2"))
    }

    @Test func onChangeRunsWithTheOldAndTheNewValueAfterTheUpdate() async {
        let hosted = Hosted(SearchLog())
        await hosted.start()
        #expect(hosted.screen.labels == [])

        await hosted.run("type Search a")
        await hosted.run("type Search ab")

        #expect(hosted.screen.labels == ["→a", "a→ab"])
    }
}
