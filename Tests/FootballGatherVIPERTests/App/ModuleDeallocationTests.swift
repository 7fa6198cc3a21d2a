import FootballGatherModel
import FootballGatherTestSupport
import TerminalUI
@testable import FootballGatherVIPER
import Testing

/// A module that leaves the stack is freed, layers and all: the references back (Presenter →
/// View, Interactor → Presenter, delegates, Router → its view) are weak, so nothing keeps it.
@MainActor @Suite struct ModuleDeallocationTests {
    /// Weak references to one module's layers.
    final class Layers {
        weak var view: ViewController?
        weak var presenter: AnyObject?
        weak var interactor: AnyObject?

        var areFreed: Bool { view == nil && presenter == nil && interactor == nil }
    }

    let stack: LiveStack

    init() async throws {
        stack = LiveStack(backend: try await Backend.seeded())
        _ = stack.showPlayers()
        await stack.settle()
    }

    /// Players' presenter, looked up each time so the test itself keeps no hold on it.
    private var players: PlayerListPresenter {
        get throws { try #require((stack.navigationController.viewControllers.first as? PlayerListView)?.presenter as? PlayerListPresenter) }
    }

    /// The layers of the module on top, found through its view.
    private func topLayers(interactor: (AnyObject) -> AnyObject?) throws -> Layers {
        let layers = Layers()
        let view = try #require(stack.top)
        layers.view = view
        let presenter = try #require(Mirror(reflecting: view).children.first { $0.label == "presenter" }?.value as AnyObject?)
        layers.presenter = presenter
        layers.interactor = interactor(presenter)
        #expect(layers.presenter != nil && layers.interactor != nil)
        return layers
    }

    private func popAndSettle() async throws {
        stack.navigationController.pop()
        try await stack.drain()
    }

    @Test func poppedPlayerDetailsAndEditAreFreed() async throws {
        try players.didSelectRow(at: 0)
        let details = try topLayers { ($0 as? PlayerDetailsPresenter)?.interactor }
        try #require(stack.top as? PlayerDetailsView).handle(.select(RowPath(section: 0, row: 1)))
        let edit = try topLayers { ($0 as? PlayerEditPresenter)?.interactor }

        try await popAndSettle()
        #expect(edit.areFreed)
        try await popAndSettle()
        #expect(details.areFreed)
    }

    @Test func aSavedEditFreesTheEditor() async throws {
        try players.didSelectRow(at: 0)
        try #require(stack.top as? PlayerDetailsView).handle(.select(RowPath(section: 0, row: 0)))
        let edit = try topLayers { ($0 as? PlayerEditPresenter)?.interactor }

        try #require(stack.top).handle(.tap("done"))
        await stack.settle()

        #expect(stack.titles == ["Players", "Ada"])
        #expect(edit.areFreed)
    }

    @Test func addPlayerIsFreedOnceThePlayerIsSaved() async throws {
        try players.didTapAddPlayer()
        let add = try topLayers { ($0 as? AddPlayerPresenter)?.interactor }

        try #require(stack.top).handle(.edit("name", text: "Fay"))
        try #require(stack.top).handle(.tap("done"))
        await stack.settle()

        #expect(stack.titles == ["Players"])
        #expect(add.areFreed)
    }

    @Test func poppedHistoryIsFreed() async throws {
        try players.didTapHistory()
        await stack.settle()
        let history = try topLayers { ($0 as? GatherHistoryPresenter)?.interactor }

        try await popAndSettle()

        #expect(history.areFreed)
    }

    @Test func aGatherPoppedWithItsCountdownRunningIsFreed() async throws {
        let confirm = try await startGather()
        let gather = try topLayers { ($0 as? GatherPresenter)?.interactor }
        try #require(stack.top).handle(.tap("timerAction"))
        await stack.pass(seconds: 2)
        #expect(stack.top?.screen.labels == ["09:58"])

        try await popAndSettle()
        #expect(gather.areFreed)
        try await popAndSettle()
        #expect(confirm.areFreed)
    }

    @Test func anEndedGatherFreesTheWholeFlow() async throws {
        let confirm = try await startGather()
        let gather = try topLayers { ($0 as? GatherPresenter)?.interactor }
        try #require(stack.top).handle(.tap("timerAction"))

        try #require(stack.top).handle(.tap("endGather"))
        try #require(stack.top).handle(.alert("Yes"))
        try await stack.drain()

        #expect(stack.titles == ["Players"])
        #expect(gather.areFreed)
        #expect(confirm.areFreed)
    }

    @Test func loggingOutFreesPlayers() async throws {
        let list = try topLayers { ($0 as? PlayerListPresenter)?.interactor }

        try players.didTapLogout()
        await stack.settle()

        #expect(stack.top is LoginView)
        #expect(list.areFreed)
    }

    /// Selects Ada and Bruno, confirms, puts them in a team each and starts the gather.
    private func startGather() async throws -> Layers {
        try players.didTapSelect()
        try players.didSelectRow(at: 0)
        try players.didSelectRow(at: 1)
        try players.didTapConfirmPlayers()
        let confirm = try topLayers { ($0 as? ConfirmPlayersPresenter)?.interactor }
        let view = try #require(stack.top)
        view.handle(.move(RowPath(section: 0, row: 0), toSection: 1))
        view.handle(.move(RowPath(section: 0, row: 0), toSection: 2))
        view.handle(.tap("startGather"))
        await stack.settle()
        #expect(stack.titles == ["2 selected", "Confirm players", "Gather in progress"])
        return confirm
    }
}
