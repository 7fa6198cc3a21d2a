import FootballGatherModel

/// Players' business: the signed-in user's roster, loading and deleting players, and the
/// rule of how many players a gather needs.
@MainActor
final class PlayerListInteractor {
    weak var presenter: (any PlayerListPresenterServiceHandler)?
    private(set) var players: [Player] = []
    private let userID: Int64
    private let repository: any PlayerRepository

    init(userID: Int64, repository: any PlayerRepository) {
        self.userID = userID
        self.repository = repository
    }
}

// MARK: - Services

extension PlayerListInteractor: PlayerListInteractorServiceRequester {
    /// On failure the roster stays as it was.
    func loadPlayers() async {
        do throws(FootballGatherError) {
            players = try await repository.players(of: userID)
            presenter?.didLoadPlayers(players)
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }

    /// On failure the player stays in the roster.
    func deletePlayer(_ player: Player) async {
        do throws(FootballGatherError) {
            try await repository.deletePlayer(id: player.id, for: userID)
            players.removeAll { $0.id == player.id }
            presenter?.didDeletePlayer(player)
        } catch {
            presenter?.serviceFailed(with: error)
        }
    }
}

// MARK: - Roster

extension PlayerListInteractor: PlayerListInteractorRoster {
    func replacePlayer(_ player: Player) {
        guard let index = players.firstIndex(where: { $0.id == player.id }) else { return }
        players[index] = player
    }

    func player(at index: Int) -> Player? {
        players.indices.contains(index) ? players[index] : nil
    }

    func players(withIDs ids: Set<Int64>) -> [Player] {
        players.filter { ids.contains($0.id) }
    }

    func canConfirm(selectedCount: Int) -> Bool {
        LineUp.canConfirm(selectedCount: selectedCount)
    }
}
