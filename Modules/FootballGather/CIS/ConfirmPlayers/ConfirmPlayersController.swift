import FootballGatherModel

/// What the user does on Confirm players.
enum ConfirmPlayersAction: Sendable, Equatable {
    case move(row: Int, section: LineUp.Section, destination: LineUp.Section)
    case tapStartGather
}

protocol ConfirmPlayersControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: ConfirmPlayersAction) -> Task<Void, Never>
}

/// Turns each Confirm players action into one task (both are use cases), and passes the
/// end of the gather it started on to its own parent.
final class ConfirmPlayersController: ConfirmPlayersControllerable {
    private let interactor: any ConfirmPlayersInteractable

    init(interactor: any ConfirmPlayersInteractable) {
        self.interactor = interactor
    }

    @discardableResult
    func execute(_ action: ConfirmPlayersAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: ConfirmPlayersAction) async {
        switch action {
        case .move(let row, let section, let destination):
            await interactor.execute(.movePlayer(.init(row: row, section: section, destination: destination)))
        case .tapStartGather:
            await interactor.execute(.startGather(.init()))
        }
    }
}

extension ConfirmPlayersController: GatherDelegate {
    func gatherDidEnd() async {
        await interactor.execute(.passOnGatherEnd(.init()))
    }
}
