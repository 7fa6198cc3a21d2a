import FootballGatherModel
@testable import FootballGatherMVVM

/// Records where the Players screen asked to go.
@MainActor
final class PlayerListCoordinatorSpy: PlayerListCoordinating {
    enum Route: Equatable {
        case details(Player)
        case addPlayer
        case confirmPlayers([Player])
        case history
        case logout
    }

    private(set) var routes: [Route] = []

    func showDetails(of player: Player) { routes.append(.details(player)) }
    func showAddPlayer() { routes.append(.addPlayer) }
    func showConfirmPlayers(_ players: [Player]) { routes.append(.confirmPlayers(players)) }
    func showHistory() { routes.append(.history) }
    func logout() { routes.append(.logout) }
}
