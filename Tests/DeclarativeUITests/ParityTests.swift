import DeclarativeUI
import TerminalUI
import Testing

/// One small shop screen written twice, as a TerminalUI view controller and as views: the
/// two render the same `Screen` and print the same transcript for the same script.
@MainActor @Suite struct ParityTests {
    static let fruit = ["Apple", "Banana", "Cherry"]
    static let regions = ["All", "North"]

    static func shown(search: String, region: String) -> [String] {
        fruit.filter { name in
            (search.isEmpty || name.lowercased().contains(search.lowercased())) && (region == "All" || name != "Banana")
        }
    }

    // MARK: TerminalUI

    final class ShopApp: Application {
        let navigationController = NavigationController()

        func start() {
            navigationController.setViewControllers([ShopViewController()])
        }
    }

    final class ShopViewController: ViewController {
        private var search = ""
        private var region = 0
        private var error: String?

        override var screen: Screen {
            let rows = ParityTests.shown(search: search, region: ParityTests.regions[region])
            return Screen(
                title: "Shop",
                barButtons: [Screen.Button("Refresh")],
                labels: ["\(rows.count) kinds"],
                fields: [Screen.TextField("Search", id: "search", value: search, placeholder: "Fruit name", maximumLength: 10)],
                pickers: [Screen.Picker(id: "region", components: [
                    Screen.Picker.Component("Region", rows: ParityTests.regions, selectedIndex: region),
                ])],
                sections: [Screen.Section("Fruit", rows: rows.map { Screen.Row($0, detail: "fresh", accessory: .disclosure) })],
                emptyMessage: rows.isEmpty ? "No fruit" : nil,
                buttons: [Screen.Button("Clear", id: "clear", isEnabled: !search.isEmpty)],
                alert: error.map(Screen.Alert.error)
            )
        }

        override func handle(_ event: Event) {
            let rows = ParityTests.shown(search: search, region: ParityTests.regions[region])
            switch event {
            case .edit("search", let text): search = text
            case .pick("region", _, let row): region = row
            case .tap("clear"): search = ""
            case .tap("Refresh"): error = "Offline"
            case .alert: error = nil
            case .select(let path): navigationController?.push(FruitViewController(fruit: rows[path.row]))
            default: break
            }
        }
    }

    final class FruitViewController: ViewController {
        let fruit: String

        init(fruit: String) {
            self.fruit = fruit
        }

        override var screen: Screen {
            Screen(title: fruit, labels: ["Fresh \(fruit)"])
        }
    }

    // MARK: DeclarativeUI

    struct ShopView: View {
        @State private var search = ""
        @State private var region = "All"
        @State private var error: String?
        @State private var path: [String] = []

        var body: some View {
            let rows = ParityTests.shown(search: search, region: region)
            NavigationStack(path: $path) {
                VStack {
                    Text("\(rows.count) kinds")
                    TextField("Search", text: $search, prompt: Text("Fruit name"))
                        .accessibilityIdentifier("search")
                        .maximumLength(10)
                    Picker("Region", selection: $region) {
                        ForEach(ParityTests.regions, id: \.self) { Text($0) }
                    }
                    .accessibilityIdentifier("region")
                    List {
                        Section("Fruit") {
                            ForEach(rows, id: \.self) { name in
                                NavigationLink(value: name) { LabeledContent(name, value: "fresh") }
                            }
                        }
                    }
                    if rows.isEmpty {
                        ContentUnavailableView("No fruit")
                    }
                    Button("Clear") { search = "" }
                        .accessibilityIdentifier("clear")
                        .disabled(search.isEmpty)
                }
                .navigationTitle("Shop")
                .toolbar { Button("Refresh") { error = "Offline" } }
                .alert("Error", isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } })) {
                } message: {
                    Text(error ?? "")
                }
                .navigationDestination(for: String.self) { name in
                    Text("Fresh \(name)").navigationTitle(name)
                }
            }
        }
    }

    static let script = [
        "type Search an", "select 1", "back", "pick Region North", "tap Refresh", "tap Clear", "alert OK",
        "pick Region All", "type Search a-very-long-name", "tap Clear", "help", "select Cherry", "back", "back",
    ]

    private func transcript(of app: any Application) async -> String {
        var output = ""
        let driver = ScriptDriver(session: Session(app: app, timekeeper: VirtualTime())) { output += $0 }
        await driver.run(Self.script)
        return output
    }

    @Test func theSameScreenRendersToTheSameScreenValue() async {
        let terminal = Session(app: ShopApp(), timekeeper: VirtualTime())
        let declarative = Session(app: HostingApplication(rootView: ShopView()), timekeeper: VirtualTime())
        await terminal.start()
        await declarative.start()
        #expect(declarative.screen == terminal.screen)

        for line in Self.script {
            #expect(await declarative.execute(line) == terminal.execute(line), "\(line)")
            #expect(declarative.screen == terminal.screen, "after \(line)")
        }
    }

    @Test func theSameScriptPrintsTheSameBytes() async {
        let terminal = await transcript(of: ShopApp())
        let declarative = await transcript(of: HostingApplication(rootView: ShopView()))

        #expect(declarative == terminal)
        #expect(terminal.contains("error: Search must be at most 10 characters."))
        #expect(terminal.contains("== Banana ="))
    }
}
