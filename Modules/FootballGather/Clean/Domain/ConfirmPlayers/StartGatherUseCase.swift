import Foundation
import FootballGatherModel

/// Sorting the confirmed players into teams and starting the gather.
@MainActor
public protocol StartGatherUseCase {
    /// Moves the `row`-th player of `section` to `destination`.
    func move(playerAt row: Int, in section: LineUp.Section, to destination: LineUp.Section)
    /// Records the gather with both teams (the bench stays home) and opens Gather. On
    /// failure the line-up stays as it was.
    func start() async
}

public struct DefaultStartGatherUseCase: StartGatherUseCase {
    private let appState: AppState
    private let gathers: any GatherLogRepository
    private let now: @Sendable () -> Date

    public init(appState: AppState, gathers: any GatherLogRepository, now: @escaping @Sendable () -> Date) {
        self.appState = appState
        self.gathers = gathers
        self.now = now
    }

    public func move(playerAt row: Int, in section: LineUp.Section, to destination: LineUp.Section) {
        let players = appState.confirmPlayers.lineUp.players(in: section)
        guard players.indices.contains(row) else { return }
        appState.confirmPlayers.lineUp.move(player: players[row].id, to: destination)
    }

    public func start() async {
        let screen = appState.confirmPlayers
        guard let userID = appState.session?.id, screen.lineUp.canStartGather, !screen.isStarting else { return }
        appState.confirmPlayers.isStarting = true
        defer { appState.confirmPlayers.isStarting = false }
        do throws(FootballGatherError) {
            let gather = try await gathers.start(screen.lineUp.gatherPlayers, for: userID, at: now())
            appState.gather = AppState.GatherInProgress(gather)
            appState.routing.push(.gather)
        } catch {
            appState.confirmPlayers.errorMessage = error.message
        }
    }
}
