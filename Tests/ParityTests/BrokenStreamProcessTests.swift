import AppLauncher
import CountriesApp
import FootballGatherApp
import Foundation
import Testing

/// The apps when a standard stream cannot be used: a full disk, a closed output, a closed
/// error output, a closed input, a reader that goes away. Each used to crash in
/// `FileHandle.write` (exit 132, a 100-line backtrace, the database left open); now the app
/// stops before the next line, closes its database and says one line where it still can.
@Suite struct BrokenStreamProcessTests {
    private static let signIn = "type Username coach\ntype Password pitch\n"

    @Test(arguments: BuiltApp.allCases, Pattern.allCases)
    func aFullDiskStopsTheAppWithOneLine(app: BuiltApp, pattern: Pattern) throws {
        let home = try FreshHome()
        try "help\n".write(toFile: home.file("help.txt"), atomically: true, encoding: .utf8)
        let run = try app.runInShell(
            #""$@" --pattern \#(pattern.rawValue) --database :memory: --script help.txt > /dev/full"#, in: home
        )
        #expect(run.status == 1)
        #expect(run.error == "error: cannot write standard output: no space left on device; the app stopped before the next line, and nothing was lost\n")
    }

    /// Interactive mode (standard input a terminal, through util-linux's `script`): the
    /// first drawing fails, so the app stops reading the keyboard instead of waiting on it.
    @Test(arguments: BuiltApp.allCases)
    func aFullDiskStopsTheInteractiveApp(app: BuiltApp) throws {
        let home = try FreshHome()
        let run = try app.runInShell(#"script -qec "$1 --database :memory: > /dev/full" /dev/null"#, in: home)
        #expect(run.status == 1)
        #expect(run.output.contains("error: cannot write standard output: no space left on device"))
    }

    @Test(arguments: BuiltApp.allCases)
    func aClosedOutputStopsTheAppAndLeavesTheDatabaseClosed(app: BuiltApp) throws {
        let home = try FreshHome()
        let run = try app.runInShell(#""$@" --database app.sqlite --script /dev/null >&-"#, in: home)
        #expect(run.status == 1)
        #expect(run.error == "error: cannot write standard output: it is closed; the app stopped before the next line, and nothing was lost\n")
        #expect(home.holdsDatabase("app.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: home.file("app.sqlite-wal")), "the database was not closed")
    }

    @Test(arguments: BuiltApp.allCases)
    func aClosedErrorOutputStillEndsWithTheErrorsStatus(app: BuiltApp) throws {
        let home = try FreshHome()
        let run = try app.runInShell(#""$@" --database /dev/null --script /dev/null 2>&-"#, in: home)
        #expect(run.status == 1)
        #expect(run.output == "")
    }

    @Test(arguments: BuiltApp.allCases)
    func aClosedInputIsAnEmptyScript(app: BuiltApp) throws {
        let home = try FreshHome()
        let run = try app.runInShell(#""$@" --database :memory: <&-"#, in: home)
        let empty = try app.run(["--database", ":memory:"], environment: home.environment)
        #expect(run.status == 0)
        #expect(run.error == "")
        #expect(run.output == empty.output, "a closed input printed something else than an empty script")
    }

    /// `app | head`: the reader leaves while a confirmed save is still held. The app ends
    /// as a closed pipe always ended it (141, nothing said), but only after the save landed
    /// and the database closed.
    @Test(arguments: Pattern.allCases)
    func aReaderThatLeavesLosesNothing(pattern: Pattern) throws {
        let home = try FreshHome()
        var script = Self.signIn + "tap Register\n@hold players.add\ntap \"Add player\"\ntype Name Ada\ntap Done\n"
        // Far more than a pipe holds, so the app is still writing when `head` has gone.
        script += String(repeating: "help\n", count: 2_000)
        try script.write(toFile: home.file("script.txt"), atomically: true, encoding: .utf8)
        // A plain shell has no PIPESTATUS: the app's status goes to a file of its own.
        let run = try BuiltApp.footballGather.runInShell(
            #"{ "$@" --pattern \#(pattern.rawValue) --database fg.sqlite --script script.txt; echo $? > app.status; } | head -c 20000 > /dev/null"#,
            in: home
        )
        let status = try String(contentsOfFile: home.file("app.status"), encoding: .utf8)
        #expect(status == "141\n")
        #expect(run.error == "")
        #expect(!FileManager.default.fileExists(atPath: home.file("fg.sqlite-wal")), "the database was not closed")
        let reading = try BuiltApp.footballGather.run(
            ["--pattern", pattern.rawValue, "--database", home.file("fg.sqlite")], environment: home.environment, input: Self.signIn + "tap Login\n"
        )
        #expect(reading.output.contains("1. Ada ·"), "the held save was lost")
    }
}

extension BuiltApp {
    /// Runs `command` in `/bin/sh` in `home`, with the app's path as `"$@"`, so the command
    /// can close or redirect the app's streams as a user's shell would; the shell's own
    /// output and error go to files, and its status is the last command's.
    func runInShell(_ command: String, in home: FreshHome) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command, "sh", try executable.path]
        process.environment = home.environment
        process.currentDirectoryURL = URL(fileURLWithPath: home.path)
        let output = home.file("shell.out"), error = home.file("shell.err")
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        _ = FileManager.default.createFile(atPath: error, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: error))
        try process.run()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            output: try String(contentsOfFile: output, encoding: .utf8),
            error: try String(contentsOfFile: error, encoding: .utf8)
        )
    }
}
