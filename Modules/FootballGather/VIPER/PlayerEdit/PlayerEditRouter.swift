import TerminalUI

/// Player edit's navigation: it closes itself once the edit is saved (Radu Dan's
/// `dismissEditView()`), back to the details that opened it.
@MainActor
final class PlayerEditRouter: ClosingRouter {}

extension PlayerEditRouter: PlayerEditRouterProtocol {
    func dismissEditView() {
        close()
    }
}
