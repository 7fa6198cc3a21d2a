import TerminalUI

/// Gather's navigation: once the gather has ended, the whole flow Players started (Confirm
/// players, Gather) closes, back to Players (Radu Dan's `popToPlayerListView()`), unless
/// the user has left Gather while the end was being saved.
@MainActor
final class GatherRouter: ClosingRouter {}

extension GatherRouter: GatherRouterProtocol {
    func popToPlayerListView() {
        guard let navigationController, viewController?.navigationController != nil,
              let players = navigationController.viewControllers.first(where: { $0 is PlayerListView }) else { return }
        navigationController.pop(to: players)
    }
}
