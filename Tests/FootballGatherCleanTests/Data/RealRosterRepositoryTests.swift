import FootballGatherCleanData
import FootballGatherModel
import FootballGatherTestSupport
import Testing

@Suite struct RealRosterRepositoryTests {
    let storage: Storage
    let coach: User

    init() async throws {
        storage = try Storage()
        coach = try await storage.accounts.register(Credentials(username: "coach", password: "secret"))
    }

    @Test func addedPlayersComeBackSortedByName() async throws {
        for draft in [PlayerDraft.eli, .ada, .carla] {
            _ = try await storage.roster.add(draft, for: coach.id)
        }

        #expect(try await storage.roster.players(of: coach.id).map(\.name) == ["Ada", "Carla", "Eli"])
    }

    @Test func anUpdateSetsItsFieldTrimmedAndKeepsTheOthersAsStored() async throws {
        var ada = try await storage.roster.add(.ada, for: coach.id)
        _ = try await storage.roster.update(playerID: ada.id, setting: .age(30), for: coach.id)

        let saved = try await storage.roster.update(playerID: ada.id, setting: .name("  Ada K. "), for: coach.id)

        ada.name = "Ada K."
        ada.age = 30
        #expect(saved == ada)
        #expect(try await storage.roster.players(of: coach.id) == [saved])
    }

    @Test func aRemovedPlayerIsGone() async throws {
        let ada = try await storage.roster.add(.ada, for: coach.id)
        _ = try await storage.roster.add(.bruno, for: coach.id)

        try await storage.roster.remove(playerID: ada.id, for: coach.id)

        #expect(try await storage.roster.players(of: coach.id).map(\.name) == ["Bruno"])
    }

    @Test func anotherUsersPlayerCannotBeTouched() async throws {
        let other = try await storage.accounts.register(Credentials(username: "other", password: "secret"))
        let theirs = try await storage.roster.add(.ada, for: other.id)

        await #expect(throws: FootballGatherError.playerNotFound) {
            try await storage.roster.remove(playerID: theirs.id, for: coach.id)
        }
        #expect(try await storage.roster.players(of: coach.id).isEmpty)
    }

    @Test func aFailingAddChangesNothing() async throws {
        storage.faults.arm("players.add", .fail)

        await #expect(throws: FootballGatherError.storage(.addPlayer)) {
            try await storage.roster.add(.ada, for: coach.id)
        }
        storage.faults.reset()
        #expect(try await storage.roster.players(of: coach.id).isEmpty)
    }
}
