import Foundation
import FootballGatherModel

/// Players and a gather as a scene receives them (ids already given), for tests that need
/// no database.
public enum Roster {
    public static let userID: Int64 = 1
    public static let ada = PlayerDraft.ada.player(id: 11)
    public static let bruno = PlayerDraft.bruno.player(id: 12)
    public static let carla = PlayerDraft.carla.player(id: 13)
    /// Nothing but a name.
    public static let dani = PlayerDraft.dani.player(id: 14)
    /// Ada, Bruno and Carla, in name order (as the repository sorts them).
    public static let players = [ada, bruno, carla]

    /// A gather in progress: Ada and Bruno in Team A, Carla in Team B.
    public static let gather = Gather(id: 7, createdAt: .kickOff, players: [
        GatherPlayer(player: ada, team: .teamA),
        GatherPlayer(player: bruno, team: .teamA),
        GatherPlayer(player: carla, team: .teamB),
    ])
}
