import FootballGatherModel

/// What the user does on Players.
enum PlayerListAction: Sendable, Equatable {
    case appear
    case tapSelect
    case tapCancel
    case tapAddPlayer
    case tapConfirmPlayers
    case tapHistory
    case tapLogout
    case selectRow(Int)
    case deleteRow(Int)
    case answerDeletion(confirmed: Bool)
}

protocol PlayerListControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: PlayerListAction) -> Task<Void, Never>
}

/// Turns each Players action into one task. Mode switches and the answer "Cancel" are
/// Store mutations; anything that reads the roster, calls the repository or leaves the
/// screen is an Interactor use case. It also takes the flows its children hand back (a
/// player added, a gather ended).
final class PlayerListController: PlayerListControllerable {
    private let interactor: any PlayerListInteractable
    private weak let store: (any PlayerListMutatable)?

    init(interactor: any PlayerListInteractable, store: any PlayerListMutatable) {
        self.interactor = interactor
        self.store = store
    }

    @discardableResult
    func execute(_ action: PlayerListAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: PlayerListAction) async {
        switch action {
        case .appear: await interactor.execute(.loadPlayers(.init()))
        case .tapSelect: await store?.execute(.startSelection)
        case .tapCancel: await store?.execute(.cancelSelection)
        case .tapAddPlayer: await interactor.execute(.leave(.init(destination: .addPlayer)))
        case .tapConfirmPlayers: await interactor.execute(.confirmSelection(.init()))
        case .tapHistory: await interactor.execute(.leave(.init(destination: .history)))
        case .tapLogout: await interactor.execute(.leave(.init(destination: .logOut)))
        case .selectRow(let index): await interactor.execute(.selectPlayer(.init(index: index)))
        case .deleteRow(let index): await interactor.execute(.requestDeletion(.init(index: index)))
        case .answerDeletion(confirmed: true): await interactor.execute(.deletePlayer(.init()))
        case .answerDeletion(confirmed: false): await store?.execute(.cancelDeletion)
        }
    }
}

extension PlayerListController: AddPlayerDelegate {
    func addPlayerDidAdd(_ player: Player) async {
        await interactor.execute(.childFinished(.init(flow: .playerAdded)))
    }
}

extension PlayerListController: PlayerDetailsDelegate {
    func playerDetailsDidUpdatePlayer(_ player: Player) async {
        await interactor.execute(.childFinished(.init(flow: .playerUpdated(player))))
    }
}

extension PlayerListController: ConfirmPlayersDelegate {
    func confirmPlayersDidEndGather() async {
        await interactor.execute(.childFinished(.init(flow: .gatherEnded)))
    }
}
