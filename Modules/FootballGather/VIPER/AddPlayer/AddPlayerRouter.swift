import TerminalUI

/// Add player's navigation: it closes itself once the player is saved, back to Players.
@MainActor
final class AddPlayerRouter: ClosingRouter {}

extension AddPlayerRouter: AddPlayerRouterProtocol {
    func dismissAddView() {
        close()
    }
}
