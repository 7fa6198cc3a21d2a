import Foundation
@testable import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherTestSupport

extension User {
    /// The user every test signs in as.
    static let coach = User(id: 7, username: "coach")
}

extension Player {
    /// The shared test roster (Ada, Bruno, Carla, Dani, Eli) with ids 1 to 5, as stored.
    static let roster: [Player] = PlayerDraft.roster.enumerated().map { index, draft in
        draft.player(id: Int64(index + 1))
    }

    static func named(_ name: String) -> Player {
        roster.first { $0.name == name }!
    }
}

extension Gather {
    /// A gather just started with Ada and Bruno in Team A, Carla in Team B.
    static let started = Gather(id: 42, createdAt: .kickOff, players: [
        GatherPlayer(player: .named("Ada"), team: .teamA),
        GatherPlayer(player: .named("Bruno"), team: .teamA),
        GatherPlayer(player: .named("Carla"), team: .teamB),
    ])
}

extension AppState {
    /// Given: the coach signed in on Players, with `roster` loaded (nil: not loaded yet).
    static func signedIn(roster: [Player]? = Player.roster) -> AppState {
        let state = AppState()
        state.session = .coach
        state.playerList.players = roster
        state.routing.path = [.players]
        return state
    }

    /// Given: a gather in progress, opened from Players through Confirm players.
    static func gathering(_ gather: Gather = .started) -> AppState {
        let state = signedIn()
        state.gather = GatherInProgress(gather)
        state.routing.path = [.players, .confirmPlayers, .gather]
        return state
    }
}
