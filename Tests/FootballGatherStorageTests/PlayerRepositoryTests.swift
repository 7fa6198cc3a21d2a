import FootballGatherModel
import FootballGatherTestSupport
import Testing

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

    @Test func updatingSavesEveryAttribute() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers([.dani])
        var edited = try #require(seeded.players.first)
        edited.name = "Daniela"
        edited.age = 30
        edited.skill = .amateur
        edited.position = .winger
        edited.favouriteTeam = "Benfica"

        let saved = try await repositories.players.updatePlayer(edited, for: seeded.user.id)

        #expect(saved == edited)
        #expect(try await repositories.players.players(of: seeded.user.id) == [edited])
    }

    @Test func anInvalidUpdateIsRefusedAndChangesNothing() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers([.ada])
        var edited = try #require(seeded.players.first)
        edited.name = " "

        await #expect(throws: FootballGatherError.invalidName) {
            try await repositories.players.updatePlayer(edited, for: seeded.user.id)
        }
        #expect(try await repositories.players.players(of: seeded.user.id) == seeded.players)
    }

    @Test func updatingAnUnknownPlayerFails() async throws {
        let repositories = try FootballGatherRepositories.test()
        let seeded = try await repositories.seedPlayers([])

        await #expect(throws: FootballGatherError.playerNotFound) {
            try await repositories.players.updatePlayer(Player(id: 42, name: "Ghost"), for: seeded.user.id)
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
        var ada = try #require(ana.players.first)
        ada.name = "Stolen"

        await #expect(throws: FootballGatherError.playerNotFound) {
            try await repositories.players.updatePlayer(ada, for: ben.user.id)
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
