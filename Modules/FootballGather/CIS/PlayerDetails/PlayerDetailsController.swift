import FootballGatherModel

/// What the user does on Player details.
enum PlayerDetailsAction: Sendable, Equatable {
    case selectField(PlayerField)
}

protocol PlayerDetailsControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: PlayerDetailsAction) -> Task<Void, Never>
}

/// Turns each Player details action into one task, and takes the flow Player edit hands
/// back once an edit is saved.
final class PlayerDetailsController: PlayerDetailsControllerable {
    private let interactor: any PlayerDetailsInteractable

    init(interactor: any PlayerDetailsInteractable) {
        self.interactor = interactor
    }

    @discardableResult
    func execute(_ action: PlayerDetailsAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: PlayerDetailsAction) async {
        switch action {
        case .selectField(let field):
            await interactor.execute(.editField(.init(field: field)))
        }
    }
}

extension PlayerDetailsController: PlayerEditDelegate {
    func playerEditDidSave(_ player: Player) async {
        await interactor.execute(.showSavedPlayer(.init(player: player)))
    }
}
