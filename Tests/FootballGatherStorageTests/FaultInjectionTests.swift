import AppSupport
import Foundation
import FootballGatherTestSupport
import Testing
import TestSupport
import FootballGatherModel
@testable import FootballGatherStorage

@Suite struct FaultInjectionTests {
    /// Everything a user could see, to prove a failed operation changed nothing.
    struct Snapshot: Equatable {
        var players: [Player]
        var history: [Gather]
        var settings: LoginSettings
        var canLogIn: Bool
    }

    let faults = FaultInjector()
    let repositories: FootballGatherRepositories
    let seeded: SeededUser
    let inProgress: Gather

    init() async throws {
        repositories = try .test(faults: faults)
        seeded = try await repositories.seedPlayers()
        try await repositories.seedEndedGather(score: Score(teamA: 1, teamB: 0), for: seeded)
        inProgress = try await repositories.gathers.startGather(
            players: seeded.players.prefix(2).enumerated().map { GatherPlayer(player: $1, team: $0 == 0 ? .teamA : .teamB) },
            for: seeded.user.id, at: .kickOff
        )
    }

    private func snapshot() async throws -> Snapshot {
        Snapshot(
            players: try await repositories.players.players(of: seeded.user.id),
            history: try await repositories.gathers.endedGathers(for: seeded.user.id),
            settings: try await repositories.settings.loadSettings(),
            canLogIn: (try? await repositories.users.login(username: "newcomer", password: "pw")) != nil
        )
    }

    /// Calls the repository method `operation` names, with input that would succeed.
    private func perform(_ operation: StorageOperation) async throws(FootballGatherError) {
        let userID = seeded.user.id
        switch operation {
        case .register: _ = try await repositories.users.register(username: "newcomer", password: "pw")
        case .login: _ = try await repositories.users.login(username: "coach", password: "secret")
        case .loadSettings: _ = try await repositories.settings.loadSettings()
        case .saveSettings: try await repositories.settings.saveSettings(LoginSettings(rememberMe: false))
        case .loadPlayers: _ = try await repositories.players.players(of: userID)
        case .addPlayer: _ = try await repositories.players.addPlayer(PlayerDraft(name: "Fay"), for: userID)
        case .savePlayer: _ = try await repositories.players.updatePlayer(id: seeded.players[0].id, setting: .name("Renamed"), for: userID)
        case .deletePlayer: try await repositories.players.deletePlayer(id: seeded.players[0].id, for: userID)
        case .startGather: _ = try await repositories.gathers.startGather(players: inProgress.players, for: userID, at: .kickOff)
        case .endGather: _ = try await repositories.gathers.endGather(id: inProgress.id, score: .zero, for: userID, at: .fullTime)
        case .loadGathers: _ = try await repositories.gathers.endedGathers(for: userID)
        case .openDatabase: break
        }
    }

    @Test(arguments: StorageOperation.repositoryOperations)
    func anArmedKeyFailsItsOperationWithTheNormalMessageAndChangesNothing(operation: StorageOperation) async throws {
        let before = try await snapshot()
        let key = try #require(operation.faultKey)
        faults.arm(key, .fail)

        await #expect(throws: FootballGatherError.storage(operation)) { try await perform(operation) }

        faults.reset()
        #expect(try await snapshot() == before)
    }

    @Test(arguments: StorageOperation.repositoryOperations)
    func anUnarmedKeyLetsItsOperationThrough(operation: StorageOperation) async throws {
        faults.arm("nothing.matches", .fail)

        try await perform(operation)
    }

    @Test func aRepositoryWildcardFailsEveryOperationOfThatRepository() async throws {
        faults.arm("players.*", .fail)

        await #expect(throws: FootballGatherError.storage(.loadPlayers)) {
            try await repositories.players.players(of: seeded.user.id)
        }
        await #expect(throws: FootballGatherError.storage(.deletePlayer)) {
            try await repositories.players.deletePlayer(id: seeded.players[0].id, for: seeded.user.id)
        }
        _ = try await repositories.gathers.endedGathers(for: seeded.user.id)
    }

    @Test func aHeldOperationRunsOnceReleased() async throws {
        faults.arm("players.add", .hold)
        let adding = Task { try await repositories.players.addPlayer(PlayerDraft(name: "Fay"), for: seeded.user.id) }
        try await faults.waitUntilHeld()

        #expect(try await repositories.players.players(of: seeded.user.id).count == 5)
        faults.disarm("players.add")
        faults.releaseHeld()

        #expect(try await adding.value.name == "Fay")
        #expect(try await repositories.players.players(of: seeded.user.id).count == 6)
    }

    @Test func aCancelledHoldIsReportedAsCancelledAndChangesNothing() async throws {
        faults.arm("players.add", .hold)
        let adding = Task { try await repositories.players.addPlayer(PlayerDraft(name: "Fay"), for: seeded.user.id) }
        try await faults.waitUntilHeld()

        adding.cancel()

        await #expect(throws: FootballGatherError.cancelled) { try await adding.value }
        faults.reset()
        #expect(try await repositories.players.players(of: seeded.user.id).count == 5)
    }

    @Test func everyFaultKeyIsDocumentedOnce() {
        #expect(FootballGatherFaultKeys.all == [
            "users.register", "users.login", "settings.load", "settings.save",
            "players.list", "players.add", "players.update", "players.delete",
            "gathers.start", "gathers.end", "gathers.history",
        ])
    }
}
