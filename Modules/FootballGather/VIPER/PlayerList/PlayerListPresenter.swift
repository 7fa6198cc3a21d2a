import FootballGatherModel
import FootballGatherUI

/// Players' presenter: the list and selection modes and how each reads (the "N selected"
/// title, Select and Confirm players enabled or not, the rows, the empty message), deletion
/// with confirmation, which alert shows, and where each button leads. The roster itself is
/// the interactor's.
@MainActor
final class PlayerListPresenter {
    /// What Players is doing with its rows: listing the roster, or picking players for a
    /// gather with the ids ticked so far.
    enum ViewState: Equatable {
        case list
        case selection(Set<Int64>)
    }

    weak var view: (any PlayerListViewProtocol)?
    let interactor: any PlayerListInteractorProtocol
    let router: any PlayerListRouterProtocol
    private(set) var viewState = ViewState.list
    /// The player waiting for the user to confirm their deletion.
    private(set) var pendingDeletion: Player?
    /// An empty roster is only claimed once one has loaded, and not while it reloads.
    private var hasLoaded = false
    private var isLoading = false

    init(interactor: any PlayerListInteractorProtocol, router: any PlayerListRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    private var selectedIDs: Set<Int64> {
        guard case .selection(let ids) = viewState else { return [] }
        return ids
    }

    private var canConfirmSelection: Bool {
        interactor.canConfirm(selectedCount: interactor.players(withIDs: selectedIDs).count)
    }

    private func displayRoster() {
        let players = interactor.players
        view?.displayRoster(
            title: title,
            mode: mode(hasPlayers: !players.isEmpty),
            rows: players.map(row),
            showsEmptyMessage: hasLoaded && !isLoading && players.isEmpty
        )
    }

    private var title: String {
        switch viewState {
        case .list: PlayerListScreen.Text.title
        case .selection(let ids): "\(ids.count) selected"
        }
    }

    /// Select needs someone to select; Confirm players needs enough players for a gather.
    private func mode(hasPlayers: Bool) -> PlayerListScreen.Mode {
        switch viewState {
        case .list: .list(isSelectEnabled: hasPlayers)
        case .selection: .selection(isConfirmEnabled: canConfirmSelection)
        }
    }

    private func row(for player: Player) -> PlayerListScreen.Row {
        PlayerListScreen.Row(
            playerID: player.id,
            name: player.name,
            detail: PlayerFormatter.detail(of: player),
            isChecked: selectedIDs.contains(player.id)
        )
    }

    /// The confirmation, or none (an error is the view's own alert, over it).
    private func displayConfirmation() {
        view?.displayConfirmation(pendingDeletion == nil ? nil : .confirmDeletion)
    }

    private func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
        isLoading ? view?.showLoadingView() : view?.hideLoadingView()
        displayRoster()
    }
}

// MARK: - View configuration

extension PlayerListPresenter: PlayerListPresenterViewConfiguration {
    func viewWillAppear() async {
        setLoading(true)
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
        displayRoster()
    }

    /// Back to list mode, forgetting the selection.
    func didTapCancel() {
        viewState = .list
        displayRoster()
    }

    func didTapConfirmPlayers() {
        guard canConfirmSelection else { return }
        router.showConfirmPlayers(interactor.players(withIDs: selectedIDs), delegate: self)
    }

    /// Opens the player in list mode; ticks or unticks them in selection mode.
    func didSelectRow(at index: Int) {
        guard let player = interactor.player(at: index) else { return }
        switch viewState {
        case .list:
            router.showDetails(of: player, delegate: self)
        case .selection(var ids):
            if ids.remove(player.id) == nil { ids.insert(player.id) }
            viewState = .selection(ids)
            displayRoster()
        }
    }

    func didSwipeToDeleteRow(at index: Int) {
        guard viewState == .list, let player = interactor.player(at: index) else { return }
        pendingDeletion = player
        displayConfirmation()
    }
}

// MARK: - Alerts

extension PlayerListPresenter: PlayerListPresenterAlertHandler {
    func didConfirmDeletion() async {
        guard let player = pendingDeletion else { return }
        pendingDeletion = nil
        displayConfirmation()
        setLoading(true)
        await interactor.deletePlayer(player)
    }

    func didCancelDeletion() {
        pendingDeletion = nil
        displayConfirmation()
    }

}

// MARK: - Service handler

extension PlayerListPresenter: PlayerListPresenterServiceHandler {
    /// Shows the roster; a selection keeps only the players still in it.
    func didLoadPlayers(_ players: [Player]) {
        keepSelection(within: players)
        hasLoaded = true
        setLoading(false)
    }

    /// A delete that lands while the user picks takes its player out of the count too.
    func didDeletePlayer(_ player: Player) {
        keepSelection(within: interactor.players)
        setLoading(false)
    }

    private func keepSelection(within players: [Player]) {
        if case .selection(let ids) = viewState {
            viewState = .selection(ids.intersection(players.map(\.id)))
        }
    }

    /// The rows shown before stay.
    func serviceFailed(with error: FootballGatherError) {
        setLoading(false)
        view?.handleError(error.message)
    }
}

// MARK: - Delegates of the modules Players opens

extension PlayerListPresenter: AddPlayerDelegate {
    /// Nothing to do: Add player closes itself, and Players reloads as it reappears (the
    /// same reload that shows edits), so the new player shows.
    func didAddPlayer(_ player: Player) {}
}

extension PlayerListPresenter: PlayerDetailsDelegate {
    /// Shows the saved edit in the player's row at once: it can land after the user has
    /// come back here (and the reload on the way back read the player before it).
    func playerDetailsDidUpdatePlayer(_ player: Player) {
        interactor.replacePlayer(player)
        displayRoster()
    }
}

extension PlayerListPresenter: ConfirmPlayersDelegate {
    /// The gather is over: Players is back in list mode with the selection cleared by the
    /// time Gather's router brings it back.
    func didEndGather() {
        viewState = .list
        displayRoster()
    }
}
