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

        #expect(output.loaded?.map(\.name) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
        #expect(interactor.players == output.loaded)
    }

    @Test func anotherUsersPlayersStayHidden() async throws {
        try await backend.repositories.seedPlayers([PlayerDraft(name: "Zed")], username: "rival")

        await interactor.loadPlayers()

        #expect(output.loaded?.contains { $0.name == "Zed" } == false)
    }

    @Test func deletingRemovesThePlayerFromTheRosterAndTheDatabase() async throws {
        await interactor.loadPlayers()
        let bruno = try backend.player("Bruno")

        await interactor.deletePlayer(bruno)

        #expect(output.deleted == bruno)
        #expect(!interactor.players.contains(bruno))
        #expect(try await backend.roster().map(\.name) == ["Ada", "Carla", "Dani", "Eli"])
    }

    @Test func aFailingLoadKeepsTheRosterItHad() async {
        await interactor.loadPlayers()
        backend.faults.arm("players.list", .fail)

        await interactor.loadPlayers()

        #expect(output.error?.message == "Could not load the players.")
        #expect(interactor.players.count == 5)
    }

    @Test func aFailingDeleteKeepsThePlayer() async throws {
        await interactor.loadPlayers()
        backend.faults.arm("players.delete", .fail)

        await interactor.deletePlayer(try backend.player("Ada"))

        #expect(output.error?.message == "Could not delete the player.")
        #expect(output.deleted == nil)
        #expect(interactor.players.count == 5)
        #expect(try await backend.roster().count == 5)
    }

    @Test func playersAreFoundByRowAndByIDInRosterOrder() async throws {
        await interactor.loadPlayers()

        #expect(interactor.player(at: 2)?.name == "Carla")
        #expect(interactor.player(at: 5) == nil)
        let ids: Set = [try backend.player("Eli").id, try backend.player("Ada").id]
        #expect(interactor.players(withIDs: ids).map(\.name) == ["Ada", "Eli"])
    }

    @Test func aGatherNeedsTwoPlayers() {
        #expect(!interactor.canConfirm(selectedCount: 1))
        #expect(interactor.canConfirm(selectedCount: 2))
    }
}
