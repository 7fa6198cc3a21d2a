import Foundation
import FootballGatherModel
import Observation

/// The Confirm players screen's state and intents: sorting the selected players into
/// teams, then starting the gather.
@MainActor @Observable
final class ConfirmPlayersViewModel {
    private(set) var lineUp: LineUp
    private(set) var isStarting = false
    private(set) var errorMessage: String?

    private let userID: Int64
    private let repository: any GatherRepository
    private let now: @Sendable () -> Date
    private let onStarted: @MainActor (Gather) -> Void

    /// - Parameter onStarted: called with the new gather once it is saved.
    init(
        players: [Player],
        userID: Int64,
        repository: any GatherRepository,
        now: @escaping @Sendable () -> Date,
        onStarted: @escaping @MainActor (Gather) -> Void
    ) {
        self.lineUp = LineUp(players: players)
        self.userID = userID
        self.repository = repository
        self.now = now
        self.onStarted = onStarted
    }

    var canStartGather: Bool { lineUp.canStartGather }

    /// Moves the `row`-th player of `section` to `destination`.
    func movePlayer(at row: Int, in section: LineUp.Section, to destination: LineUp.Section) {
        let players = lineUp.players(in: section)
        guard players.indices.contains(row) else { return }
        lineUp.move(player: players[row].id, to: destination)
    }

    /// Saves the gather with both teams (the bench stays home). On failure the line-up stays.
    func startGather() async {
        guard canStartGather, !isStarting else { return }
        isStarting = true
        defer { isStarting = false }
        do throws(FootballGatherError) {
            let gather = try await repository.startGather(players: lineUp.gatherPlayers, for: userID, at: now())
            onStarted(gather)
        } catch {
            errorMessage = error.message
        }
    }

    func dismissError() {
        errorMessage = nil
    }
}
