import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import TerminalUI
import Testing

/// Popped scenes are freed whole: ViewController, Interactor and Presenter, since the only
/// references back (Presenter → ViewController, Router → ViewController, the delegates) are weak.
@MainActor @Suite struct SceneReleaseTests {
    /// Weak references to one scene's three objects.
    struct Scene {
        weak var viewController: ViewController?
        weak var interactor: AnyObject?
        weak var presenter: AnyObject?

        var isFreed: Bool { viewController == nil && interactor == nil && presenter == nil }
    }

    let scenes: LiveStack

    init() async throws {
        scenes = try await LiveStack.seeded()
        _ = await scenes.showPlayers()
    }

    private func top<Controller: ViewController>(_ type: Controller.Type, interactor: (Controller) -> AnyObject, presenter: (AnyObject) -> AnyObject?) throws -> Scene {
        let viewController = try #require(scenes.top as? Controller)
        let interactorObject = interactor(viewController)
        return Scene(viewController: viewController, interactor: interactorObject, presenter: presenter(interactorObject))
    }

    private func back() async {
        _ = scenes.navigationController.pop()
        await scenes.stage.settle()
    }

    @Test func playerDetailsAndItsEditorAreFreed() async throws {
        await scenes.send(.select(RowPath(section: 0, row: 0)))
        let details = try top(PlayerDetailsViewController.self, interactor: { $0.router.dataStore }, presenter: { ($0 as? PlayerDetailsInteractor)?.presenter })
        await scenes.send(.select(RowPath(section: 0, row: 0)))
        let edit = try top(PlayerEditViewController.self, interactor: { $0.router.dataStore }, presenter: { ($0 as? PlayerEditInteractor)?.presenter })

        await back()
        #expect(edit.isFreed)
        await back()
        #expect(details.isFreed)
    }

    @Test func addPlayerIsFreed() async throws {
        await scenes.send(.tap("addPlayer"))
        let add = try top(AddPlayerViewController.self, interactor: { $0.router.dataStore }, presenter: { ($0 as? AddPlayerInteractor)?.presenter })

        await back()

        #expect(add.isFreed)
    }

    @Test func historyIsFreed() async throws {
        await scenes.send(.tap("history"))
        let history = try top(GatherHistoryViewController.self, interactor: { $0.router.dataStore }, presenter: { ($0 as? GatherHistoryInteractor)?.presenter })

        await back()

        #expect(history.isFreed)
    }

    @Test func confirmPlayersAndARunningGatherAreFreed() async throws {
        for event: Event in [
            .tap("select"), .select(RowPath(section: 0, row: 0)), .select(RowPath(section: 0, row: 1)), .tap("confirmPlayers"),
            .move(RowPath(section: 0, row: 0), toSection: 1), .move(RowPath(section: 0, row: 0), toSection: 2), .tap("startGather"),
        ] {
            await scenes.send(event)
        }
        let gather = try top(GatherViewController.self, interactor: { $0.router.dataStore }, presenter: { ($0 as? GatherInteractor)?.presenter })
        await scenes.send(.tap("timerAction"))
        await scenes.pass(seconds: 2)
        await back()
        #expect(gather.isFreed)

        let confirm = try top(ConfirmPlayersViewController.self, interactor: { $0.router.dataStore }, presenter: { ($0 as? ConfirmPlayersInteractor)?.presenter })
        await back()
        #expect(confirm.isFreed)
    }

    @Test func loggingOutFreesPlayers() async throws {
        let players = try top(PlayerListViewController.self, interactor: { $0.router.dataStore }, presenter: { ($0 as? PlayerListInteractor)?.presenter })

        await scenes.send(.tap("logout"))

        #expect(scenes.titles == ["Login"])
        #expect(players.isFreed)
    }
}
