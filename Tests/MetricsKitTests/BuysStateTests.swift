@testable import MetricsKit
import Testing

/// Where state lives, on small sources: what counts as a mutable property, which types hold
/// state, which of them are views.
@Suite struct BuysStateTests {
    private func measure(_ files: [(name: String, role: String, source: String)], viewBases: Set<String> = ["ViewController"]) -> ModuleBuys {
        let context = BuysContext(frameworks: .workspace(domains: ["Shop"]), viewBases: viewBases)
        let inputs = files.map { BuysMeasurer.File(path: $0.name, role: $0.role, target: "T", analysis: SourceFileAnalyzer.analyze(source: $0.source)) }
        return BuysMeasurer(context: context).measure(inputs, targets: [], roleOrder: files.map(\.role))
    }

    @Test func onlyStoredInstanceVarsOfClassesAndActorsCount() {
        let source = """
        final class Counter {
            var count = 0
            private(set) var history: [Int] = []
            lazy var cache: [Int: Int] = [:]
            var observed = 1 { didSet { print(observed) } }
            @Published var published = ""
            var a = 1, b = 2
            let fixed = 3
            static var shared = 0
            class var kind: String { "counter" }
            var doubled: Int { count * 2 }
            var settable: Int { get { count } set { count = newValue } }
            weak var delegate: AnyObject?
            unowned var owner: AnyObject
            func bump() { var local = count; local += 1; count = local }
            #if DEBUG
            var debugLog: [String] = []
            #endif
        }
        actor Cache {
            var entries: [String] = []
        }
        struct Value {
            var x = 0
        }
        enum Mode {
            case a
            static var current = Mode.a
        }
        """
        let buys = measure([("Counter.swift", "Other", source)])
        // count, history, cache, observed, published, a, b, debugLog (every #if branch counts) — and Cache.entries.
        #expect(buys.total.mutableProperties == 9)
        #expect(buys.stateHolders.map(\.type) == ["Counter", "Cache"])
        #expect(buys.stateHolders.map(\.mutableProperties) == [8, 1])
        #expect(buys.total.stateHolders == 2)
        #expect(buys.total.viewStateHolders == 0)
    }

    @Test func typesOfEveryIfBranchCountLocalTypesDoNot() {
        let source = """
        #if DEBUG
        final class DebugLog {
            var lines: [String] = []
        }
        #else
        final class ReleaseLog {
            var count = 0
        }
        #endif
        func run() {
            final class Local { var scratch = 0 }
        }
        """
        let buys = measure([("Log.swift", "Other", source)])
        #expect(buys.stateHolders.map(\.type) == ["DebugLog", "ReleaseLog"])
        #expect(buys.total.mutableProperties == 2)
    }

    @Test func theStateStructAStoreHoldsCountsWithItsNestedState() {
        let state = """
        struct PlayerListState {
            var domainState: DomainState
            var isLoading = false
            let title = "Players"
            var rows: [String] { [] }

            struct DomainState {
                var roster: [String] = []
                var pending: String?
            }
        }
        /// Passed along by value, held by no class: not state.
        struct PlayerListModels {
            var text = ""
        }
        """
        let store = """
        @MainActor final class PlayerListStore {
            private(set) var state: PlayerListState
            private let worker: Worker
            var viewModel: PlayerListModels { PlayerListModels() }
            init(state: PlayerListState, worker: Worker) { self.state = state; self.worker = worker }
        }
        """
        let buys = measure([("PlayerListStore.swift", "Store", store), ("PlayerListState.swift", "State", state)])
        let holder = buys.stateHolders.first
        #expect(buys.stateHolders.count == 1)
        #expect(holder?.type == "PlayerListStore")
        #expect(holder?.stateTypes == ["PlayerListState", "PlayerListState.DomainState"])
        // state + domainState, isLoading + roster, pending.
        #expect(holder?.mutableProperties == 5)
        #expect(buys.total.mutableProperties == 5)
        // Counted where declared: the Store's own var in Store, the struct's in State.
        #expect(buys.roles.map(\.role) == ["Store", "State"])
        #expect(buys.roles.map(\.figures.mutableProperties) == [1, 4])
        #expect(buys.roles.map(\.figures.stateHolders) == [1, 0])
    }

    @Test func structsNestedInAnExtensionAreFoundFromTheirInitialValue() {
        let source = """
        @Observable public final class AppState {
            public internal(set) var routing = Routing()
            public internal(set) var list: AppState.ListState?
            public internal(set) var mode = Mode.idle
        }
        extension AppState {
            public struct Routing { public internal(set) var path: [Int] = [] }
            public struct ListState { var items: [String] = []; var isLoading = false }
            public enum Mode { case idle }
        }
        """
        let buys = measure([("AppState.swift", "AppState", source)])
        #expect(buys.stateHolders.first?.stateTypes == ["AppState.Routing", "AppState.ListState"])
        #expect(buys.stateHolders.first?.mutableProperties == 6)
    }

    @Test func viewsByRoleOrByInheritance() {
        let base = "class PassiveView: ViewController {\n    var title = \"\"\n}\n"
        let list = "final class ListView: PassiveView {\n    var rows: [String] = []\n}\n"
        let presenter = "final class ListPresenter {\n    var isLoading = false\n}\n"
        let controller = "final class ListController {\n    var text = \"\"\n}\n"
        let buys = measure([
            ("Support/PassiveBase.swift", "Other", base), ("ListView.swift", "Other", list),
            ("ListPresenter.swift", "Presenter", presenter), ("ListViewController.swift", "ViewController", controller),
        ])
        #expect(buys.stateHolders.map(\.type) == ["ListPresenter", "ListView", "ListController", "PassiveView"])
        #expect(buys.stateHolders.map(\.isView) == [false, true, true, true])
        #expect(buys.total.stateHolders == 4)
        #expect(buys.total.viewStateHolders == 3)
    }

    @Test func swiftUIStateMakesAStructAHolderAndAView() {
        let source = """
        import SwiftUI
        struct ContentView: View {
            @State private var name = ""
            @StateObject var model = Model()
            var title: String
            var body: some View { Text(name) }
        }
        """
        let buys = measure([("ContentScreen.swift", "Other", source)], viewBases: BuysContext.appleViewBases)
        #expect(buys.stateHolders.map(\.type) == ["ContentView"])
        #expect(buys.stateHolders.first?.mutableProperties == 2)
        #expect(buys.stateHolders.first?.isView == true)
    }
}
