import AppSupport
import FootballGatherModel
import FootballGatherTestSupport
import Testing
import TestSupport

@Suite struct PlayerRepositoryTests {
    @Test(arguments: DatabaseKind.allCases)
    func anAddedPlayerIsListedWithEveryAttribute(kind: DatabaseKind) async throws {
        let folder = try TemporaryFolder()
        let repositories = try FootballGatherRepositories.test(database: kind.makeDatabase(in: folder))
        let seeded = try await repositories.seedPlayers([])

        let added = try await repositories.players.addPlayer(.ada, for: seeded.user.id)
        let listed = try await repositories.players.players(of: seeded.user.id)

        #expect(listed == [added])
        #expect(added == PlayerDraft.ada.player(id: added.id))
    }

    @Test func playersAreSortedByNameIgnoringCaseThenById() async throws {
        let repositories = try FootballGatherRepositories.test()
        let drafts = ["bob", "Émile", "Alice", "Bob", "alice", "émile", "Carl"].map { PlayerDraft(name: $0) }
        let seeded = try await repositories.seedPlayers(drafts)

        let listed = try await repositories.players.players(of: seeded.user.id)

        #expect(listed.map(\.name) == ["Alice", "alice", "bob", "Bob", "Carl", "Émile", "émile"])
        let alices = listed.prefix(2).map(\.id)
        #expect(alices == alices.sorted())
    }

    @Test func addingTrimsTextsAndClearsABlankFavouriteTeam() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers([])

        let added = try await repositories.players.addPlayer(
            PlayerDraft(name: "  Ada \n", favouriteTeam: "   "), for: seeded.user.id
        )

        #expect(added.name == "Ada")
        #expect(added.favouriteTeam == nil)
    }

    @Test func anInvalidDraftIsRefusedAndNothingIsAdded() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers([])
        let invalid: [(PlayerDraft, FootballGatherError)] = [
            (PlayerDraft(name: "  "), .invalidName),
            (PlayerDraft(name: String(repeating: "n", count: 51)), .nameTooLong),
            (PlayerDraft(name: "Kid", age: 0), .invalidAge),
            (PlayerDraft(name: "Elder", age: 100), .invalidAge),
            (PlayerDraft(name: "Fan", favouriteTeam: String(repeating: "t", count: 51)), .favouriteTeamTooLong),
        ]

        for (draft, expected) in invalid {
            await #expect(throws: expected) {
                try await repositories.players.addPlayer(draft, for: seeded.user.id)
            }
        }
        #expect(try await repositories.players.players(of: seeded.user.id).isEmpty)
    }

    @Test func sqlMetacharactersAreStoredVerbatim() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers([.ada])
        let name = "Robert'); DROP TABLE player;--"

        let added = try await repositories.players.addPlayer(
            PlayerDraft(name: name, favouriteTeam: "\"Quote\" % _ \\ ;"), for: seeded.user.id
        )
        let listed = try await repositories.players.players(of: seeded.user.id)

        #expect(listed.map(\.name) == ["Ada", name])
        #expect(listed.last == added)
        #expect(added.favouriteTeam == "\"Quote\" % _ \\ ;")
    }

    @Test func eachFieldCanBeSetAndClearedAlone() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers([.dani])
        let dani = seeded.players[0]
        let changes: [PlayerChange] = [.name("Daniela"), .age(30), .skill(.amateur), .preferredPosition(.winger), .favouriteTeam("Benfica")]

        var expected = dani
        for change in changes {
            expected = change.applied(to: expected)
            #expect(try await repositories.players.updatePlayer(id: dani.id, setting: change, for: seeded.user.id) == expected)
        }
        #expect(try await repositories.players.players(of: seeded.user.id) == [expected])

        for change: PlayerChange in [.age(nil), .skill(nil), .preferredPosition(nil), .favouriteTeam(nil)] {
            expected = try await repositories.players.updatePlayer(id: dani.id, setting: change, for: seeded.user.id)
        }
        #expect(expected == Player(id: dani.id, name: "Daniela"))
    }

    /// The lost update of issue 21: two editors opened on the same copy of a player, each
    /// saving its own field, both land (the second used to write the first one's field back).
    @Test(arguments: DatabaseKind.allCases)
    func aChangeKeepsTheFieldsOthersSavedSinceTheCallerRead(kind: DatabaseKind) async throws {
        let folder = try TemporaryFolder()
        let repositories = try FootballGatherRepositories.test(database: kind.makeDatabase(in: folder))
        let seeded = try await repositories.seedPlayers([.ada])
        let ada = seeded.players[0]

        _ = try await repositories.players.updatePlayer(id: ada.id, setting: .name("Zed"), for: seeded.user.id)
        let saved = try await repositories.players.updatePlayer(id: ada.id, setting: .age(30), for: seeded.user.id)

        var expected = ada
        expected.name = "Zed"
        expected.age = 30
        #expect(saved == expected)
        #expect(try await repositories.players.players(of: seeded.user.id) == [expected])
    }

    @Test func heldChangesOfTwoFieldsBothLandReleasedInOrderOrTogether() async throws {
        for releasedTogether in [false, true] {
            let faults = FaultInjector()
            let repositories = try FootballGatherRepositories.test(faults: faults)
            let seeded = try await repositories.seedPlayers([.ada])
            let ada = seeded.players[0]
            faults.arm("players.update", .hold)

            let renaming = Task { try await repositories.players.updatePlayer(id: ada.id, setting: .name("Zed"), for: seeded.user.id) }
            try await faults.waitUntilHeld(1)
            let ageing = Task { try await repositories.players.updatePlayer(id: ada.id, setting: .age(30), for: seeded.user.id) }
            try await faults.waitUntilHeld(2)
            faults.disarmHolds()
            if releasedTogether {
                faults.releaseHeld()
            } else {
                faults.releaseOldestHeld()
                _ = try await renaming.value
                faults.releaseOldestHeld()
            }
            _ = try await (renaming.value, ageing.value)

            let stored = try await repositories.players.players(of: seeded.user.id)
            #expect(stored.map(\.name) == ["Zed"])
            #expect(stored.map(\.age) == [30])
            #expect(stored.first?.favouriteTeam == "Arsenal")
        }
    }

    @Test func aChangeIsTrimmedAndAnInvalidOneChangesNothing() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers([.ada])
        let ada = seeded.players[0]
        let invalid: [(PlayerChange, FootballGatherError)] = [
            (.name(" "), .invalidName),
            (.name(String(repeating: "n", count: 51)), .nameTooLong),
            (.age(0), .invalidAge),
            (.age(100), .invalidAge),
            (.favouriteTeam(String(repeating: "t", count: 51)), .favouriteTeamTooLong),
        ]

        for (change, expected) in invalid {
            await #expect(throws: expected) {
                try await repositories.players.updatePlayer(id: ada.id, setting: change, for: seeded.user.id)
            }
        }
        #expect(try await repositories.players.players(of: seeded.user.id) == [ada])

        let renamed = try await repositories.players.updatePlayer(id: ada.id, setting: .name("  Ada K. \n"), for: seeded.user.id)
        let cleared = try await repositories.players.updatePlayer(id: ada.id, setting: .favouriteTeam("   "), for: seeded.user.id)
        #expect(renamed.name == "Ada K.")
        #expect(cleared.favouriteTeam == nil)
    }

    @Test func updatingAnUnknownPlayerFails() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers([])

        await #expect(throws: FootballGatherError.playerNotFound) {
            try await repositories.players.updatePlayer(id: 42, setting: .name("Ghost"), for: seeded.user.id)
        }
    }

    @Test func deletingRemovesOnlyThatPlayer() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers()
        let bruno = try #require(seeded.player(named: "Bruno"))

        try await repositories.players.deletePlayer(id: bruno.id, for: seeded.user.id)

        let names = try await repositories.players.players(of: seeded.user.id).map(\.name)
        #expect(names == ["Ada", "Carla", "Dani", "Eli"])
        await #expect(throws: FootballGatherError.playerNotFound) {
            try await repositories.players.deletePlayer(id: bruno.id, for: seeded.user.id)
        }
    }

    @Test func usersSeeOnlyTheirOwnPlayers() async throws {
        let repositories = try FootballGatherRepositories.test()
        let ana = try await repositories.seedPlayers([.ada, .bruno], username: "ana")
        let ben = try await repositories.seedPlayers([.carla], username: "ben")

        #expect(try await repositories.players.players(of: ana.user.id).map(\.name) == ["Ada", "Bruno"])
        #expect(try await repositories.players.players(of: ben.user.id).map(\.name) == ["Carla"])
    }

    @Test func aUserCannotChangeOrDeleteAnotherUsersPlayer() async throws {
        let repositories = try FootballGatherRepositories.test()
        let ana = try await repositories.seedPlayers([.ada], username: "ana")
        let ben = try await repositories.seedPlayers([], username: "ben")
        let ada = try #require(ana.players.first)

        await #expect(throws: FootballGatherError.playerNotFound) {
            try await repositories.players.updatePlayer(id: ada.id, setting: .name("Stolen"), for: ben.user.id)
        }
        await #expect(throws: FootballGatherError.playerNotFound) {
            try await repositories.players.deletePlayer(id: ada.id, for: ben.user.id)
        }
        #expect(try await repositories.players.players(of: ana.user.id) == ana.players)
    }

    @Test func addingForAnUnknownUserIsAStorageError() async throws {
        let repositories = try FootballGatherRepositories.test()

        await #expect(throws: FootballGatherError.storage(.addPlayer)) {
            try await repositories.players.addPlayer(.ada, for: 999)
        }
    }
}
