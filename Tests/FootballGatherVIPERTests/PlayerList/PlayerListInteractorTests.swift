import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// The roster against real SQLite, and against failing storage.
@MainActor @Suite struct PlayerListInteractorTests {
    let backend: Backend
    let output = PlayerListOutputSpy()
    let interactor: PlayerListInteractor

    init() async throws {
        backend = try await Backend.seeded()
        interactor = PlayerListInteractor(userID: backend.userID, repository: backend.repositories.players)
        interactor.presenter = output
    }

    @Test func loadsTheRosterSortedByName() async {
        await interactor.loadPlayers()

        #expect(interactor.players.map(\.name) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
        #expect(output.calls == [.didLoadPlayers(interactor.players)])
    }

    @Test func anotherUsersPlayersStayHidden() async throws {
        try await backend.repositories.seedPlayers([PlayerDraft(name: "Zed")], username: "rival")

        await interactor.loadPlayers()

        #expect(!interactor.players.contains { $0.name == "Zed" })
        #expect(output.calls == [.didLoadPlayers(interactor.players)])
    }

    @Test func deletingRemovesThePlayerFromTheRosterAndTheDatabase() async throws {
        await interactor.loadPlayers()
        let bruno = try backend.player("Bruno")

        await interactor.deletePlayer(bruno)

        #expect(output.calls.last == .didDeletePlayer(bruno))
        #expect(!interactor.players.contains(bruno))
        #expect(try await backend.roster().map(\.name) == ["Ada", "Carla", "Dani", "Eli"])
    }

    @Test func aFailingLoadKeepsTheRosterItHad() async {
        await interactor.loadPlayers()
        backend.faults.arm("players.list", .fail)

        await interactor.loadPlayers()

        #expect(output.calls.last == .serviceFailed(.storage(.loadPlayers)))
        #expect(interactor.players.count == 5)
    }

    @Test func aFailingDeleteKeepsThePlayer() async throws {
        await interactor.loadPlayers()
        backend.faults.arm("players.delete", .fail)

        await interactor.deletePlayer(try backend.player("Ada"))

        #expect(output.calls.dropFirst() == [.serviceFailed(.storage(.deletePlayer))])
        #expect(interactor.players.count == 5)
        #expect(try await backend.roster().count == 5)
    }

    @Test func playersAreFoundByRowAndByIDInRosterOrder() async throws {
        await interactor.loadPlayers()

        #expect(interactor.player(at: 2)?.name == "Carla")
        #expect(interactor.player(at: 5) == nil)
        #expect(interactor.player(at: -1) == nil)
        let ids: Set = [try backend.player("Eli").id, try backend.player("Ada").id]
        #expect(interactor.players(withIDs: ids).map(\.name) == ["Ada", "Eli"])
    }

    /// A saved edit shows at once in the player's row, in place: the roster is not sorted again.
    @Test func aSavedEditTakesThePlayersPlaceInTheRoster() async throws {
        await interactor.loadPlayers()
        var ada = try backend.player("Ada")
        ada.name = "Zed"

        interactor.replacePlayer(ada)

        #expect(interactor.players.map(\.name) == ["Zed", "Bruno", "Carla", "Dani", "Eli"])
        #expect(interactor.player(at: 0) == ada)
        #expect(output.calls.count == 1)
    }

    @Test func anEditOfAPlayerNotInTheRosterChangesNothing() async {
        await interactor.loadPlayers()
        let before = interactor.players

        interactor.replacePlayer(Player(id: 999, name: "Stranger"))

        #expect(interactor.players == before)
    }

    @Test func aGatherNeedsTwoPlayers() {
        #expect(!interactor.canConfirm(selectedCount: 1))
        #expect(interactor.canConfirm(selectedCount: 2))
    }
}
