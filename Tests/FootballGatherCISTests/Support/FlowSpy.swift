@testable import FootballGatherCIS
import FootballGatherModel
import FootballGatherTestSupport

/// Stands in for every parent a scene hands its flow up to, and records what it was told.
@MainActor
final class FlowSpy {
    private(set) var flows: [FlowEvent] = []
}

extension FlowSpy: LoginDelegate, PlayerListDelegate, AddPlayerDelegate, PlayerEditDelegate {
    func loginDidSignIn(as user: User) { flows.append(.signedIn(user)) }
    func playerListDidLogOut() { flows.append(.loggedOut) }
    func addPlayerDidAdd(_ player: Player) { flows.append(.playerAdded(player)) }
    func playerEditDidSave(_ player: Player) { flows.append(.playerSaved(player)) }
}

extension FlowSpy: PlayerDetailsDelegate {
    func playerDetailsDidUpdatePlayer(_ player: Player) { flows.append(.playerUpdated(player)) }
}

extension FlowSpy: ConfirmPlayersDelegate, GatherDelegate {
    func confirmPlayersDidEndGather() { flows.append(.confirmedGatherEnded) }
    func gatherDidEnd() { flows.append(.gatherEnded) }
}
