import Foundation
import FootballGatherModel
import FootballGatherTestSupport

/// Players and a gather as a scene receives them (ids already given), for tests that
/// need no database.
enum Roster {
    static let userID: Int64 = 1
    static let ada = PlayerDraft.ada.player(id: 11)
    static let bruno = PlayerDraft.bruno.player(id: 12)
    static let carla = PlayerDraft.carla.player(id: 13)
    /// Nothing but a name.
    static let dani = PlayerDraft.dani.player(id: 14)
    /// Ada, Bruno and Carla, in name order (as the repository sorts them).
    static let players = [ada, bruno, carla]

    /// A gather in progress: Ada and Bruno in Team A, Carla in Team B.
    static let gather = Gather(id: 7, createdAt: .kickOff, players: [
        GatherPlayer(player: ada, team: .teamA),
        GatherPlayer(player: bruno, team: .teamA),
        GatherPlayer(player: carla, team: .teamB),
    ])
}
