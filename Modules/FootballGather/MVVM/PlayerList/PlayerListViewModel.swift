import FootballGatherModel
import FootballGatherUI
import Observation

/// Where the Players screen can lead; the coordinator implements it.
@MainActor
protocol PlayerListCoordinating: AnyObject {
    func showDetails(of player: Player)
    func showAddPlayer()
    func showConfirmPlayers(_ players: [Player])
    func showHistory()
    func logout()
}

/// The Players screen's state and intents: the roster, list and selection modes, deletion;
/// and what the screen shows of them, ready to display.
@MainActor @Observable
final class PlayerListViewModel {
    enum Mode: Equatable {
        case list
        /// Picking players for a gather; holds the ids ticked so far.
        case selection(Set<Int64>)
    }

    /// Nil until the roster has loaded once.
    private(set) var players: [Player]?
    private(set) var mode = Mode.list
    private(set) var isLoading = false
    private(set) var errorMessage: String?
    /// The player waiting for the user to confirm their deletion.
    private(set) var pendingDeletion: Player?

    private let userID: Int64
    private let repository: any PlayerRepository
    @ObservationIgnored private weak var coordinator: (any PlayerListCoordinating)?

    init(userID: Int64, repository: any PlayerRepository, coordinator: any PlayerListCoordinating) {
        self.userID = userID
        self.repository = repository
        self.coordinator = coordinator
    }

    // MARK: Display

    /// "Players" in list mode, "2 selected" while picking.
    var title: String {
        guard case .selection(let ids) = mode else { return PlayerListScreen.Text.title }
        return "\(ids.count) selected"
    }

    /// The layout with its enabled flags: Select needs a roster, Confirm enough ticks.
    var screenMode: PlayerListScreen.Mode {
        switch mode {
        case .list: .list(isSelectEnabled: canStartSelection)
        case .selection: .selection(isConfirmEnabled: canConfirmSelection)
        }
    }

    /// One row per player: `"Position: GK, Skill: Professional"`, ticked when selected.
    var rows: [PlayerListScreen.Row] {
        roster.map { player in
            PlayerListScreen.Row(
                playerID: player.id,
                name: player.name,
                detail: Self.detail(of: player),
                isChecked: selectedIDs.contains(player.id)
            )
        }
    }

    /// An empty roster is claimed only once it is known: after a load, not during one.
    var showsEmptyMessage: Bool { players == [] && !isLoading }

    /// The error wins over the delete confirmation.
    var alert: PlayerListScreen.Alert? {
        if let errorMessage { return .error(errorMessage) }
        return pendingDeletion == nil ? nil : .confirmDeletion
    }

    var canStartSelection: Bool { !roster.isEmpty }

    var canConfirmSelection: Bool {
        LineUp.canConfirm(selectedCount: selectedPlayers.count)
    }

    /// The ticked players, in roster order.
    var selectedPlayers: [Player] {
        roster.filter { selectedIDs.contains($0.id) }
    }

    // MARK: Intents

    /// Loads the roster; on failure the rows shown before stay.
    func loadPlayers() async {
        isLoading = true
        defer { isLoading = false }
        do throws(FootballGatherError) {
            showRoster(try await repository.players(of: userID))
        } catch {
            errorMessage = error.message
        }
    }

    /// Shows a saved edit in the player's row at once: it can land after the user has come
    /// back here (and the reload on the way back read the player before it).
    func playerDidChange(_ player: Player) {
        guard let index = roster.firstIndex(where: { $0.id == player.id }) else { return }
        players?[index] = player
    }

    /// Opens the player in list mode; ticks or unticks them in selection mode.
    func selectPlayer(at index: Int) {
        guard roster.indices.contains(index) else { return }
        let player = roster[index]
        switch mode {
        case .list:
            coordinator?.showDetails(of: player)
        case .selection(var ids):
            if ids.remove(player.id) == nil { ids.insert(player.id) }
            mode = .selection(ids)
        }
    }

    func startSelection() {
        guard canStartSelection else { return }
        mode = .selection([])
    }

    /// Back to list mode, forgetting the selection.
    func cancelSelection() {
        mode = .list
    }

    func confirmSelection() {
        guard canConfirmSelection else { return }
        coordinator?.showConfirmPlayers(selectedPlayers)
    }

    func addPlayer() { coordinator?.showAddPlayer() }

    func showHistory() { coordinator?.showHistory() }

    func logout() { coordinator?.logout() }

    /// Asks to confirm deleting the player at `index`.
    func requestDeletion(at index: Int) {
        guard mode == .list, roster.indices.contains(index) else { return }
        pendingDeletion = roster[index]
    }

    /// The answer to the confirmation on screen.
    func answerAlert(_ answer: ConfirmationAlert.Answer) async {
        switch answer {
        case .yes: await confirmDeletion()
        case .cancel: cancelDeletion()
        }
    }

    func cancelDeletion() {
        pendingDeletion = nil
    }

    /// Deletes the player waiting for confirmation; on failure they stay in the list.
    func confirmDeletion() async {
        guard let player = pendingDeletion else { return }
        pendingDeletion = nil
        isLoading = true
        defer { isLoading = false }
        do throws(FootballGatherError) {
            try await repository.deletePlayer(id: player.id, for: userID)
            showRoster(roster.filter { $0.id != player.id })
        } catch {
            errorMessage = error.message
        }
    }

    func dismissError() {
        errorMessage = nil
    }

    private var roster: [Player] { players ?? [] }

    /// Shows `loaded` as the roster; a selection keeps only players still in it (a delete
    /// that lands while the user picks takes its player out of the count too).
    private func showRoster(_ loaded: [Player]) {
        players = loaded
        if case .selection(let ids) = mode {
            mode = .selection(ids.intersection(loaded.map(\.id)))
        }
    }

    private static func detail(of player: Player) -> String {
        "Position: \(PlayerFormatter.acronym(of: player.position)), Skill: \(PlayerFormatter.name(of: player.skill))"
    }

    private var selectedIDs: Set<Int64> {
        guard case .selection(let ids) = mode else { return [] }
        return ids
    }
}
