import AppLauncher
import CountriesApp
import FootballGatherApp
import Foundation
import Testing

/// The built `football-gather` and `countries` executables, run as a user would: a fresh
/// home passed in as the child's environment (never set on this process).
enum BuiltApp: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case footballGather = "football-gather"
    case countries

    var testDescription: String { rawValue }

    struct Outcome {
        let status: Int32
        let output: String
        let error: String
    }

    /// The folder the test bundle was built into, which also holds the executables.
    private static var buildFolders: [URL] {
        var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        return folders
    }

    var executable: URL {
        get throws {
            let candidates = Self.buildFolders.map { $0.appendingPathComponent(rawValue) }
            guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
                throw ExecutableMissing(name: rawValue, searched: candidates.map(\.path))
            }
            return found
        }
    }

    /// Drops root for `unprivileged` runs (util-linux).
    static let setpriv = "/usr/bin/setpriv"
    /// The user and group id of `nobody`.
    static let nobody: UInt32 = 65534

    /// Whether `unprivileged` runs really run without root's right to write anything:
    /// not root, or root with `setpriv` to drop it.
    static var canRunUnprivileged: Bool {
        getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
    }

    struct ExecutableMissing: Error, CustomStringConvertible {
        let name: String
        let searched: [String]
        var description: String { "\(name) is not built (looked in \(searched.joined(separator: ", "))): run swift build first" }
    }

    /// Runs the app with `arguments`, `environment` and `input` as standard input, in
    /// `directory` (this process's current folder when `nil`). `unprivileged` runs it as
    /// `nobody` when the tests run as root, who may write read-only files.
    func run(
        _ arguments: [String], environment: [String: String], input: String = "", in directory: String? = nil, unprivileged: Bool = false
    ) throws -> Outcome {
        let process = Process()
        var environment = environment
        var profiles: ProfileHandOver?
        if unprivileged && getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: Self.setpriv)
            process.arguments = ["--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", try executable.path] + arguments
            if let pattern = environment["LLVM_PROFILE_FILE"] {
                let handOver = try ProfileHandOver(pattern: pattern, owner: Self.nobody)
                environment["LLVM_PROFILE_FILE"] = handOver.childPattern
                profiles = handOver
            }
        } else {
            process.executableURL = try executable
            process.arguments = arguments
        }
        defer { profiles?.finish() }
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // Standard error goes to a file, so reading standard output to its end never waits on it.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data().write(to: errorFile)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = errorHandle
        try process.run()
        try errorHandle.close()
        // Written on a thread of its own: a long input and the output it causes would
        // otherwise fill both pipes and wait on each other.
        let writer = stdin.fileHandleForWriting
        Thread {
            writer.write(Data(input.utf8))
            try? writer.close()
        }.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            output: String(decoding: output, as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        )
    }
}

/// A coverage run's profile folder belongs to root, where `nobody` cannot write: an
/// instrumented app run as `nobody` would add "LLVM Profile Error" to its standard error and
/// lose its coverage. It writes into a folder of its own instead, and the files move to the
/// run's folder afterwards.
private struct ProfileHandOver {
    let folder: URL
    let destination: URL
    let childPattern: String

    init(pattern: String, owner: UInt32) throws {
        let original = URL(fileURLWithPath: pattern)
        destination = original.deletingLastPathComponent()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("profiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard chown(folder.path, owner, owner) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        childPattern = folder.appendingPathComponent(original.lastPathComponent).path
    }

    func finish() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names {
            try? FileManager.default.moveItem(at: folder.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
        try? FileManager.default.removeItem(at: folder)
    }
}

final class FreshHome {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("FreshHome-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// A minimal environment for a child process living in this home. A coverage run's
    /// `LLVM_PROFILE_FILE` is kept: without it an instrumented app writes `default.profraw`
    /// into its current folder, which is this home in the tests that check it stays empty.
    var environment: [String: String] {
        var environment = ["HOME": path, "PATH": "/usr/bin:/bin"]
        environment["LLVM_PROFILE_FILE"] = ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"]
        return environment
    }

    /// Whether `name` is a SQLite database file (by its header).
    func holdsDatabase(_ name: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: file(name)) else { return false }
        return data.starts(with: Data("SQLite format 3\0".utf8))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct FirstRunTests {
    @Test(arguments: BuiltApp.allCases)
    func withoutDatabaseTheDefaultFolderIsCreatedAndTheFileOpens(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--script", "/dev/null"], environment: home.environment)
        #expect(outcome.error == "")
        #expect(outcome.status == 0)
        #expect(home.holdsDatabase(".local/share/architecture-workspace/\(app.rawValue).sqlite"))
    }

    @Test(arguments: BuiltApp.allCases)
    func anEmptyXDGDataHomeMeansTheHomesDataFolder(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--script", "/dev/null"], environment: home.environment.merging(["XDG_DATA_HOME": ""]) { $1 })
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(home.holdsDatabase(".local/share/architecture-workspace/\(app.rawValue).sqlite"))
    }

    @Test(arguments: BuiltApp.allCases)
    func xdgDataHomeIsCreatedWhenMissing(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--script", "/dev/null"], environment: home.environment.merging(["XDG_DATA_HOME": home.file("xdg")]) { $1 })
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(home.holdsDatabase("xdg/architecture-workspace/\(app.rawValue).sqlite"))
    }

    @Test(arguments: BuiltApp.allCases)
    func aLiteralTildeInDatabaseIsTheHome(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--database", "~/mine/app.sqlite", "--script", "/dev/null"], environment: home.environment)
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(home.holdsDatabase("mine/app.sqlite"))
        #expect(!FileManager.default.fileExists(atPath: "~"), "nothing is created under a folder literally named ~")
    }

    @MainActor @Test func theSharedLaunchPathCreatesTheFolderForBothApps() async throws {
        let home = try FreshHome()
        _ = try await Launcher.transcript(of: ["quit"], definition: CountriesRegistry.definition(), pattern: .mvvm, databasePath: nil, environment: ["HOME": home.path])
        _ = try await Launcher.transcript(of: ["quit"], definition: FootballGatherRegistry.definition(), pattern: .clean, databasePath: "~/fg.sqlite", environment: ["HOME": home.path])
        #expect(home.holdsDatabase(".local/share/architecture-workspace/countries.sqlite"))
        #expect(home.holdsDatabase("fg.sqlite"))
    }
}

@Suite struct ScriptPathTests {
    @Test(arguments: BuiltApp.allCases)
    func devNullIsAnEmptyScript(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--database", ":memory:", "--script", "/dev/null"], environment: home.environment)
        #expect(outcome.error == "")
        #expect(outcome.status == 0)
        #expect(!outcome.output.isEmpty, "the first screen is printed")
        #expect(!outcome.output.contains("> "), "no command ran")
    }

    @Test(arguments: BuiltApp.allCases)
    func devStdinReadsThePipedScript(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--database", ":memory:", "--script", "/dev/stdin"], environment: home.environment, input: "help\r\nquit\n")
        #expect(outcome.error == "")
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("\n> help\n"))
        #expect(outcome.output.hasSuffix("\n> quit\n"))
    }

    @Test(arguments: BuiltApp.allCases)
    func aDirectoryIsAPlainOneLineError(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--script", home.path], environment: home.environment)
        #expect(outcome.status == 1)
        #expect(outcome.error == "error: cannot read script \(home.path): it is a directory\n")
        #expect(outcome.output == "")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "nothing was created")
    }

    @Test(arguments: BuiltApp.allCases)
    func aPathWithEscapesIsPrintedVisibly(app: BuiltApp) throws {
        let home = try FreshHome()
        let path = home.file("x\u{1B}]0;pwned\u{07}\u{202E}.txt")
        let outcome = try app.run(["--script", path], environment: home.environment)
        #expect(outcome.status == 1)
        #expect(!outcome.error.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" })
        #expect(outcome.error.contains("x\\u{1B}]0;pwned\\u{07}\\u{202E}.txt"))
    }

    @Test(arguments: BuiltApp.allCases)
    func aMissingScriptIsAPlainOneLineError(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--script", home.file("nope.txt")], environment: home.environment)
        #expect(outcome.status == 1)
        #expect(outcome.error == "error: cannot read script \(home.file("nope.txt")): no such file\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty, "nothing was created")
    }
}
