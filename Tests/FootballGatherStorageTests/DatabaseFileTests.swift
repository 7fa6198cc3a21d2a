import Foundation
import FootballGatherModel
import FootballGatherStorage
import FootballGatherTestSupport
import Testing

@Suite struct DatabaseFileTests {
    @Test func aFileDatabaseKeepsItsDataAcrossReopening() async throws {
        let folder = try TemporaryFolder()
        let path = folder.file("gather.sqlite")
        let seeded = try await FootballGatherRepositories.test(database: .openFile(at: path)).seedPlayers()

        let reopened = try FootballGatherRepositories.test(database: .openFile(at: path))
        let user = try await reopened.users.login(username: "coach", password: "secret")
        let players = try await reopened.players.players(of: user.id)

        #expect(user == seeded.user)
        #expect(players.map(\.name) == ["Ada", "Bruno", "Carla", "Dani", "Eli"])
    }

    @Test func aMissingFolderIsAClearErrorAndNothingIsCreated() throws {
        // Making folders is the launcher's job (DatabaseLocation), done once for both apps.
        let folder = try TemporaryFolder()
        let path = folder.file("deep/er/gather.sqlite")

        let error = try #require(throws: FootballGatherError.self) {
            try FootballGatherDatabase.openFile(at: path)
        }

        #expect(error.message.hasPrefix("Could not open the database at \(path): "))
        #expect(!FileManager.default.fileExists(atPath: folder.file("deep")))
    }

    @Test func aCorruptFileGivesAClearError() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("corrupt.sqlite")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }).write(to: URL(fileURLWithPath: path))

        let error = try #require(throws: FootballGatherError.self) {
            try FootballGatherDatabase.openFile(at: path)
        }

        guard case .storage(.openDatabase(let failedPath, let reason)) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(failedPath == path)
        #expect(reason.contains("not a database"))
        #expect(error.message.hasPrefix("Could not open the database at \(path): "))
    }

    @Test func aFolderInPlaceOfTheFileGivesAClearError() throws {
        let folder = try TemporaryFolder()

        let error = try #require(throws: FootballGatherError.self) {
            try FootballGatherDatabase.openFile(at: folder.path)
        }

        #expect(error.message.hasPrefix("Could not open the database at \(folder.path): "))
    }

    @Test func anInMemoryDatabaseHasNoPath() throws {
        #expect(try FootballGatherDatabase.inMemory().path == nil)
    }
}
