import Foundation
import FootballGatherModel
import FootballGatherUI
import Observation

/// The Confirm players screen's state and intents: sorting the selected players into
/// teams, then starting the gather; and the rows of each section, ready to display.
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

    var benchRows: [ConfirmPlayersScreen.Row] { rows(in: .bench) }
    var teamARows: [ConfirmPlayersScreen.Row] { rows(in: .teamA) }
    var teamBRows: [ConfirmPlayersScreen.Row] { rows(in: .teamB) }

    /// Moves the `row`-th player of `section` to `destination`.
    func movePlayer(at row: Int, in section: LineUp.Section, to destination: LineUp.Section) {
        lineUp.move(playerAt: row, in: section, to: destination)
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

    /// The players of `section`: name, and the position's acronym as detail.
    private func rows(in section: LineUp.Section) -> [ConfirmPlayersScreen.Row] {
        lineUp.players(in: section).map { player in
            ConfirmPlayersScreen.Row(playerID: player.id, name: player.name, detail: PlayerFormatter.acronym(of: player.position))
        }
    }
}
