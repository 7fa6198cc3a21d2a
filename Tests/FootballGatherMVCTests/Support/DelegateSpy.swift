@testable import FootballGatherMVC
import FootballGatherModel

/// Stands in for the controller (or app delegate) a screen reports back to, and records
/// what it was told, in order.
@MainActor
final class DelegateSpy {
    enum Message: Equatable {
        case signedIn(User)
        case loggedOut
        case added(Player)
        case saved(Player)
        case gatherEnded
    }

    private(set) var messages: [Message] = []
}

extension DelegateSpy: LoginViewControllerDelegate, PlayerListViewControllerDelegate {
    func loginViewController(_ controller: LoginViewController, didSignInAs user: User) {
        messages.append(.signedIn(user))
    }

    func playerListViewControllerDidLogOut(_ controller: PlayerListViewController) {
        messages.append(.loggedOut)
    }
}

extension DelegateSpy: AddPlayerViewControllerDelegate, PlayerEditViewControllerDelegate {
    func addPlayerViewController(_ controller: AddPlayerViewController, didAdd player: Player) {
        messages.append(.added(player))
    }

    func playerEditViewController(_ controller: PlayerEditViewController, didSave player: Player) {
        messages.append(.saved(player))
    }
}

extension DelegateSpy: GatherViewControllerDelegate, ConfirmPlayersViewControllerDelegate {
    func gatherViewControllerDidEndGather(_ controller: GatherViewController) {
        messages.append(.gatherEnded)
    }

    func confirmPlayersViewController(_ controller: ConfirmPlayersViewController, didEndGatherOn gatherScreen: GatherViewController) {
        messages.append(.gatherEnded)
    }
}
