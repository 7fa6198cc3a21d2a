import Foundation
import FootballGatherModel
import FootballGatherStorage
import FootballGatherTestSupport
import TestSupport
import Testing

/// Two real `football-gather` processes on one database file, as two terminals (or a
/// script beside an interactive session) would use it.
@Suite struct TwoProcessTests {
    private static let playersEach = 300

    /// Registers `username` and adds `count` players named "<username> 001"….
    private func script(username: String, count: Int) -> String {
        var lines = ["type Username \(username)", "type Password pitch", "tap Register"]
        for index in 1...count {
            lines += ["tap \"Add player\"", "type Name \"\(playerName(username, index))\"", "tap Done"]
        }
        return (lines + ["quit"]).joined(separator: "\n") + "\n"
    }

    private func playerName(_ username: String, _ index: Int) -> String {
        "\(username) \(String(format: "%03d", index))"
    }

    @Test func twoProcessesAddingPlayersToOneNewFileBothSucceedAndLoseNothing() async throws {
        let executable = try BuiltExecutable(named: "football-gather")
        let folder = try TemporaryFolder()
        let path = folder.file("shared.sqlite")
        let usernames = ["north", "south"]
        var argumentLists: [[String]] = []
        for username in usernames {
            let scriptPath = folder.file("\(username).script")
            try script(username: username, count: Self.playersEach).write(toFile: scriptPath, atomically: true, encoding: .utf8)
            argumentLists.append(["--database", path, "--script", scriptPath])
        }

        let runs = try await executable.runAtOnce(argumentLists, outputIn: folder.path)

        for (username, run) in zip(usernames, runs) {
            #expect(run.status == 0, "\(username) exited with \(run.status): \(run.errors)")
            #expect(run.errors.isEmpty, "\(username): \(run.errors)")
            #expect(!run.output.contains("Could not"), "\(username)'s transcript reports a failure")
            #expect(!run.output.isEmpty, "\(username) printed nothing")
        }
        let repositories = FootballGatherRepositories.sqlite(try .openFile(at: path))
        for username in usernames {
            let user = try await repositories.users.login(username: username, password: "pitch")
            let names = try await repositories.players.players(of: user.id).map(\.name)
            #expect(names == (1...Self.playersEach).map { playerName(username, $0) })
        }
    }

    /// Several processes creating one new file at the same moment all start: the check,
    /// the WAL setup and the migrations never fail with "database is locked".
    @Test func fourProcessesCreatingOneNewFileAtOnceAllStart() async throws {
        let executable = try BuiltExecutable(named: "football-gather")
        let folder = try TemporaryFolder()
        let scriptPath = folder.file("quit.script")
        try "quit\n".write(toFile: scriptPath, atomically: true, encoding: .utf8)
        for round in 1...10 {
            let path = folder.file("new-\(round).sqlite")
            let runs = try await executable.runAtOnce(
                Array(repeating: ["--database", path, "--script", scriptPath], count: 4), outputIn: folder.path
            )
            for run in runs {
                #expect(run.status == 0 && run.errors.isEmpty, "round \(round): \(run.errors)")
            }
            #expect(try FootballGatherDatabase.openFile(at: path).path == path)
        }
    }
}
