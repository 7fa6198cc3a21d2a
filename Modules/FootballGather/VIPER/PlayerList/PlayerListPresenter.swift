import FootballGatherModel

/// Players' presenter: the list and selection modes, deletion with confirmation, and where
/// each button leads. The roster itself is the interactor's.
@MainActor
final class PlayerListPresenter {
    weak var view: (any PlayerListViewProtocol)?
    let interactor: any PlayerListInteractorProtocol
    let router: any PlayerListRouterProtocol
    private(set) var viewState = PlayerListViewState.list
    /// The player waiting for the user to confirm their deletion.
    private(set) var pendingDeletion: Player?

    init(interactor: any PlayerListInteractorProtocol, router: any PlayerListRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    private var selectedPlayers: [Player] {
        guard case .selection(let ids) = viewState else { return [] }
        return interactor.players(withIDs: ids)
    }

    private var canConfirmSelection: Bool {
        interactor.canConfirm(selectedCount: selectedPlayers.count)
    }

    /// Tells the view which mode to draw (title, bar buttons, ticks, bottom button).
    private func configureMode() {
        switch viewState {
        case .list:
            view?.displayListMode()
        case .selection(let ids):
            view?.displaySelectionMode(selectedIDs: ids, canConfirm: canConfirmSelection)
        }
    }
}

// MARK: - View configuration

extension PlayerListPresenter: PlayerListPresenterViewConfiguration {
    func viewWillAppear() async {
        view?.showLoadingView()
        await interactor.loadPlayers()
    }
}

// MARK: - Actions

extension PlayerListPresenter: PlayerListPresenterActionable {
    func didTapLogout() { router.showLogin() }

    func didTapHistory() { router.showHistory() }

    func didTapAddPlayer() { router.showAddPlayer(delegate: self) }

    func didTapSelect() {
        guard !interactor.players.isEmpty else { return }
        viewState = .selection([])
        configureMode()
    }

    /// Back to list mode, forgetting the selection.
    func didTapCancel() {
        viewState = .list
        configureMode()
    }

    func didTapConfirmPlayers() {
        guard canConfirmSelection else { return }
        router.showConfirmPlayers(selectedPlayers, delegate: self)
    }

    /// Opens the player in list mode; ticks or unticks them in selection mode.
    func didSelectRow(at index: Int) {
        guard let player = interactor.player(at: index) else { return }
        switch viewState {
        case .list:
            router.showDetails(of: player)
        case .selection(var ids):
            if ids.remove(player.id) == nil { ids.insert(player.id) }
            viewState = .selection(ids)
            configureMode()
        }
    }

    func didSwipeToDeleteRow(at index: Int) {
        guard viewState.isList, let player = interactor.player(at: index) else { return }
        pendingDeletion = player
        view?.displayDeleteConfirmation()
    }
}

// MARK: - Deletion

extension PlayerListPresenter: PlayerListPresenterDeletion {
    func didConfirmDeletion() async {
        guard let player = pendingDeletion else { return }
        pendingDeletion = nil
        view?.showLoadingView()
        await interactor.deletePlayer(player)
    }

    func didCancelDeletion() {
        pendingDeletion = nil
    }
}

// MARK: - Service handler

extension PlayerListPresenter: PlayerListPresenterServiceHandler {
    /// Shows the roster; a selection keeps only the players still in it.
    func didLoadPlayers(_ players: [Player]) {
        if case .selection(let ids) = viewState {
            viewState = .selection(ids.intersection(players.map(\.id)))
        }
        view?.hideLoadingView()
        view?.displayPlayers(players)
        configureMode()
    }

    func didDeletePlayer(_ player: Player) {
        view?.hideLoadingView()
        view?.displayPlayers(interactor.players)
    }

    /// The rows shown before stay.
    func serviceFailed(with error: FootballGatherError) {
        view?.hideLoadingView()
        view?.handleError(error.message)
    }
}

// MARK: - Delegates of the modules Players opens

extension PlayerListPresenter: AddPlayerDelegate {
    /// Nothing to do: Add player closes itself, and Players reloads as it reappears (the
    /// same reload that shows edits), so the new player shows.
    func didAddPlayer(_ player: Player) {}
}

extension PlayerListPresenter: ConfirmPlayersDelegate {
    /// The gather is over: Players is back in list mode with the selection cleared by the
    /// time Gather's router brings it back.
    func didEndGather() {
        viewState = .list
        configureMode()
    }
}
