import AppSupport
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// Told when the user logs out from Players.
@MainActor
protocol PlayerListViewControllerDelegate: AnyObject {
    func playerListViewControllerDidLogOut(_ controller: PlayerListViewController)
}

/// The Players screen, root of a signed-in user: the roster in list mode (open a player,
/// delete one, add one) or in selection mode (tick players for a gather). It reloads the
/// roster every time it appears, so what the screens above changed shows on the way back.
final class PlayerListViewController: ViewController {
    private enum Mode: Equatable {
        case list
        /// Picking players for a gather; holds the ids ticked so far.
        case selection(Set<Int64>)
    }

    weak var delegate: (any PlayerListViewControllerDelegate)?

    /// Nil until the roster has loaded once.
    private var players: [Player]?
    private var mode = Mode.list
    private var isLoading = false
    private var errorMessage: String?
    /// The player waiting for the user to confirm their deletion.
    private var pendingDeletion: Player?

    private let user: User
    private let repositories: FootballGatherRepositories
    private let environment: AppEnvironment

    init(user: User, repositories: FootballGatherRepositories, environment: AppEnvironment) {
        self.user = user
        self.repositories = repositories
        self.environment = environment
        super.init()
    }

    // MARK: Screen

    override var screen: Screen {
        PlayerListScreen.make(
            title: title,
            mode: screenMode,
            rows: rows,
            // An empty roster is claimed only once it is known: after a load, not during one.
            showsEmptyMessage: players == [] && !isLoading,
            isLoading: isLoading,
            alert: alert
        )
    }

    private var title: String {
        guard case .selection(let ids) = mode else { return PlayerListScreen.Text.title }
        return "\(ids.count) selected"
    }

    /// Select needs a roster; Confirm needs enough ticks.
    private var screenMode: PlayerListScreen.Mode {
        switch mode {
        case .list: .list(isSelectEnabled: !roster.isEmpty)
        case .selection: .selection(isConfirmEnabled: LineUp.canConfirm(selectedCount: selectedPlayers.count))
        }
    }

    /// `"Position: GK, Skill: Professional"`, ticked when selected.
    private var rows: [PlayerListScreen.Row] {
        roster.map { player in
            PlayerListScreen.Row(
                playerID: player.id,
                name: player.name,
                detail: "Position: \(PlayerFormatter.positionAcronym(of: player)), Skill: \(PlayerFormatter.skillName(of: player))",
                isChecked: selectedIDs.contains(player.id)
            )
        }
    }

    /// The error wins over the delete confirmation.
    private var alert: PlayerListScreen.Alert? {
        if let errorMessage { return .error(errorMessage) }
        return pendingDeletion == nil ? nil : .confirmDeletion
    }

    // MARK: Events

    override func viewWillAppear() {
        perform { [self] in await loadPlayers() }
    }

    override func handle(_ event: Event) {
        guard let event = PlayerListScreen.Event(event) else { return }
        switch event {
        case .tap(.logout): delegate?.playerListViewControllerDidLogOut(self)
        case .tap(.history): showHistory()
        case .tap(.select): startSelection()
        case .tap(.cancel): mode = .list
        case .tap(.addPlayer): showAddPlayer()
        case .tap(.confirmPlayers): showConfirmPlayers()
        case .select(let path): selectPlayer(at: path.row)
        case .delete(let path): askToDeletePlayer(at: path.row)
        case .answer(.yes): perform { [self] in await deletePendingPlayer() }
        case .answer(.cancel): pendingDeletion = nil
        case .dismissError: errorMessage = nil
        }
    }

    private func startSelection() {
        guard !roster.isEmpty else { return }
        mode = .selection([])
    }

    /// Opens the player in list mode; ticks or unticks them in selection mode.
    private func selectPlayer(at index: Int) {
        guard let player = roster.element(at: index) else { return }
        switch mode {
        case .list:
            showDetails(of: player)
        case .selection(var ids):
            if ids.remove(player.id) == nil { ids.insert(player.id) }
            mode = .selection(ids)
        }
    }

    private func askToDeletePlayer(at index: Int) {
        guard mode == .list, let player = roster.element(at: index) else { return }
        pendingDeletion = player
    }


    // MARK: Repository

    /// Loads the roster; on failure the rows shown before stay.
    private func loadPlayers() async {
        isLoading = true
        defer {
            isLoading = false
            setNeedsDisplay()
        }
        do throws(FootballGatherError) {
            showRoster(try await repositories.players.players(of: user.id))
        } catch {
            errorMessage = error.message
        }
    }

    /// Deletes the player waiting for confirmation; on failure they stay in the list.
    private func deletePendingPlayer() async {
        guard let player = pendingDeletion else { return }
        pendingDeletion = nil
        isLoading = true
        defer {
            isLoading = false
            setNeedsDisplay()
        }
        do throws(FootballGatherError) {
            try await repositories.players.deletePlayer(id: player.id, for: user.id)
            showRoster(roster.filter { $0.id != player.id })
        } catch {
            errorMessage = error.message
        }
    }

    // MARK: Helpers

    /// Shows `loaded` as the roster; a selection keeps only players still in it (a delete
    /// that lands while the user picks takes its player out of the count too).
    private func showRoster(_ loaded: [Player]) {
        players = loaded
        if case .selection(let ids) = mode {
            mode = .selection(ids.intersection(loaded.map(\.id)))
        }
    }

    private var roster: [Player] { players ?? [] }

    private var selectedIDs: Set<Int64> {
        guard case .selection(let ids) = mode else { return [] }
        return ids
    }

    /// The ticked players, in roster order.
    private var selectedPlayers: [Player] {
        roster.filter { selectedIDs.contains($0.id) }
    }
}

// MARK: - Navigation

/// Where Players leads: each screen is made here and pushed; the ones that finish
/// (Add player, a gather) report back through their delegate.
extension PlayerListViewController {
    private func showDetails(of player: Player) {
        let details = PlayerDetailsViewController(player: player, userID: user.id, repository: repositories.players)
        details.delegate = self
        navigationController?.push(details)
    }

    private func showAddPlayer() {
        let addPlayer = AddPlayerViewController(userID: user.id, repository: repositories.players)
        addPlayer.delegate = self
        navigationController?.push(addPlayer)
    }

    private func showConfirmPlayers() {
        let players = selectedPlayers
        guard LineUp.canConfirm(selectedCount: players.count) else { return }
        let confirm = ConfirmPlayersViewController(
            players: players,
            userID: user.id,
            repository: repositories.gathers,
            environment: environment
        )
        confirm.delegate = self
        navigationController?.push(confirm)
    }

    private func showHistory() {
        let history = GatherHistoryViewController(userID: user.id, repository: repositories.gathers, timeZone: environment.timeZone)
        navigationController?.push(history)
    }
}

// A screen the user has already left navigates nowhere, as its `navigationController` is nil.

extension PlayerListViewController: AddPlayerViewControllerDelegate {
    /// Closes Add player; the new player shows once Players reappears and reloads.
    func addPlayerViewController(_ controller: AddPlayerViewController, didAdd player: Player) {
        controller.navigationController?.pop()
    }
}

extension PlayerListViewController: PlayerDetailsViewControllerDelegate {
    /// Shows the saved player in their row at once: an edit can land after the user has
    /// come back here (and the reload on the way back read the player before it).
    func playerDetailsViewController(_ controller: PlayerDetailsViewController, didUpdate player: Player) {
        guard let index = roster.firstIndex(where: { $0.id == player.id }) else { return }
        players?[index] = player
        setNeedsDisplay()
    }
}

extension PlayerListViewController: ConfirmPlayersViewControllerDelegate {
    /// The gather has ended: Players is back in list mode, and shows again if the user is
    /// still on Gather (otherwise they stay where they went).
    func confirmPlayersViewController(_ controller: ConfirmPlayersViewController, didEndGatherOn gatherScreen: GatherViewController) {
        mode = .list
        guard gatherScreen.navigationController != nil else { return }
        navigationController?.pop(to: self)
    }
}
