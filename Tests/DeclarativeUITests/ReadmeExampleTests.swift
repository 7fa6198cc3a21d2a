import DeclarativeUI
import TerminalUI
import Testing

/// The README's example, as written there, does what the README says.
@MainActor @Suite struct ReadmeExampleTests {
    struct FruitList: View {
        @State private var search = ""
        @State private var path: [String] = []
        let fruit: [String]

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    TextField("Search", text: $search, prompt: Text("Fruit name"))
                    List {
                        ForEach(fruit.filter { search.isEmpty || $0.contains(search) }, id: \.self) { name in
                            NavigationLink(name, value: name)
                        }
                    }
                }
                .navigationTitle("Fruit")
                .navigationDestination(for: String.self) { name in
                    Text("Fresh \(name)").navigationTitle(name)
                }
            }
        }
    }

    @Test func theExampleSearchesOpensAndGoesBack() async {
        let hosted = Hosted(FruitList(fruit: ["Apple", "Cherry"]))
        await hosted.start()

        await hosted.run("type Search Ch")
        #expect(hosted.screen.sections.flatMap(\.rows).map(\.title) == ["Cherry"])
        await hosted.run("select Cherry")
        #expect(hosted.screen.labels == ["Fresh Cherry"])
        await hosted.run("back")

        #expect(hosted.titles == ["Fruit"])
        #expect(hosted.screen.fields.first?.value == "Ch")
    }
}
