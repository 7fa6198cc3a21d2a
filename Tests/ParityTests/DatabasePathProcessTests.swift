import AppLauncher
import CountriesApp
import FootballGatherApp
import Foundation
import Testing

/// `--database` as a user may type it, through the real executables of both apps: each
/// form is a database file of that name, or one error line with nothing created.
@Suite(.timeLimit(.hangGuard)) struct DatabasePathProcessTests {
    private func listing(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// A one-character name crashed both apps in every pattern ("Illegal instruction").
    @Test(arguments: BuiltApp.allCases.flatMap { app in app.registeredPatterns.map { (app, $0) } })
    func aOneCharacterNameIsADatabaseInTheCurrentFolder(app: BuiltApp, pattern: Pattern) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--pattern", pattern.rawValue, "--database", "x", "--script", "/dev/null"], environment: home.environment, in: home.path)
        #expect(outcome.error == "")
        #expect(outcome.status == 0)
        #expect(home.holdsDatabase("x"))
    }

    /// Plain file paths only: a name starting with `file:` is not a URI for SQLite.
    @Test(arguments: BuiltApp.allCases, ["./x", "é", "-", "file:x", "file:u.sqlite?cache=shared", "FILE:x"])
    func oddNamesAreTheFileOfThatName(app: BuiltApp, typed: String) throws {
        let home = try FreshHome()
        let file = typed.hasPrefix("./") ? String(typed.dropFirst(2)) : typed
        let outcome = try app.run(["--database", typed, "--script", "/dev/null"], environment: home.environment, in: home.path)
        #expect(outcome.error == "")
        #expect(outcome.status == 0)
        #expect(home.holdsDatabase(file))
        #expect(try listing(home.path).allSatisfy { $0.hasPrefix(file) }, "nothing but the file and its side files")
    }

    @Test(arguments: BuiltApp.allCases)
    func anAbsoluteFileURIIsAPathUnderTheCurrentFolder(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--database", "file:///tmp/u.sqlite", "--script", "/dev/null"], environment: home.environment, in: home.path)
        #expect(outcome.status == 0, "\(outcome.error)")
        #expect(home.holdsDatabase("file:/tmp/u.sqlite"))
    }

    /// A trailing slash used to create a file named like the folder.
    @Test(arguments: BuiltApp.allCases, ["x/", "/", ".", "..", "new/sub/", "~/"])
    func aPathThatNamesAFolderIsOneErrorLineAndCreatesNothing(app: BuiltApp, typed: String) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--database", typed, "--script", "/dev/null"], environment: home.environment, in: home.path)
        let shown = typed == "~/" ? home.path + "/" : typed
        #expect(outcome.error == "error: cannot use \(shown) for the database: it names a folder, not a file\n")
        #expect(outcome.status == 1)
        #expect(outcome.output == "")
        #expect(try listing(home.path) == [])
    }

    @Test(arguments: BuiltApp.allCases)
    func theHomeFolderIsOneErrorLine(app: BuiltApp) throws {
        let home = try FreshHome()
        let outcome = try app.run(["--database", "~", "--script", "/dev/null"], environment: home.environment, in: home.path)
        #expect(outcome.error == "error: Could not open the database at \(home.path): it is a folder, not a file\n")
        #expect(outcome.status == 1)
        #expect(try listing(home.path) == [])
    }

    /// As root, SQLite used to leave a world-writable `/dev/null-journal`.
    @Test(arguments: BuiltApp.allCases)
    func aDeviceIsRefused(app: BuiltApp) throws {
        let home = try FreshHome()
        let existed = FileManager.default.fileExists(atPath: "/dev/null-journal")
        let outcome = try app.run(["--database", "/dev/null", "--script", "/dev/null"], environment: home.environment)
        #expect(outcome.error == "error: Could not open the database at /dev/null: it is not a regular file\n")
        #expect(outcome.status == 1)
        if !existed { #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal")) }
    }
}

/// Files and folders the app cannot write: refused in one line before SQLite creates its
/// `-wal`/`-shm` files, which it used to leave read-only and in the way once the database
/// was writable again. Run as `nobody` under root, who may write anything.
@Suite(.timeLimit(.hangGuard), .enabled(if: BuiltApp.canRunUnprivileged))
struct ReadOnlyDatabaseProcessTests {
    private func listing(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    private func setMode(_ mode: Int, of path: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    /// A fresh home the unprivileged user owns.
    private func ownedHome() throws -> FreshHome {
        let home = try FreshHome()
        if getuid() == 0 { try #require(chown(home.path, BuiltApp.nobody, BuiltApp.nobody) == 0) }
        return home
    }

    private func run(_ app: BuiltApp, database: String, in home: FreshHome) throws -> BuiltApp.Outcome {
        try app.run(["--database", database, "--script", "/dev/null"], environment: home.environment, in: home.path, unprivileged: true)
    }

    @Test(arguments: BuiltApp.allCases)
    func aReadOnlyFileIsOneErrorLineAndLeavesNothingBehind(app: BuiltApp) throws {
        let home = try ownedHome()
        #expect(try run(app, database: "db.sqlite", in: home).status == 0)
        let before = try listing(home.path)
        try setMode(0o444, of: home.file("db.sqlite"))

        let refused = try run(app, database: "db.sqlite", in: home)
        #expect(refused.error == "error: Could not open the database at db.sqlite: it is not writable (Permission denied)\n")
        #expect(refused.status == 1)
        #expect(try listing(home.path) == before)

        try setMode(0o644, of: home.file("db.sqlite"))
        let fixed = try run(app, database: "db.sqlite", in: home)
        #expect(fixed.error == "")
        #expect(fixed.status == 0)
    }

    @Test(arguments: BuiltApp.allCases)
    func aReadOnlyFolderIsOneErrorLineAndGetsNoFile(app: BuiltApp) throws {
        let home = try ownedHome()
        try FileManager.default.createDirectory(atPath: home.file("locked"), withIntermediateDirectories: false)
        if getuid() == 0 { try #require(chown(home.file("locked"), BuiltApp.nobody, BuiltApp.nobody) == 0) }
        try setMode(0o555, of: home.file("locked"))
        defer { try? setMode(0o755, of: home.file("locked")) }

        let outcome = try run(app, database: "locked/new.sqlite", in: home)
        #expect(outcome.error == "error: Could not open the database at locked/new.sqlite: its folder locked is not writable (Permission denied)\n")
        #expect(outcome.status == 1)
        #expect(try listing(home.file("locked")) == [])
    }

    /// What an earlier run on a read-only file left: the database is writable again, its
    /// `-shm` is not. Named, rather than "attempt to write a readonly database".
    @Test(arguments: BuiltApp.allCases)
    func aReadOnlySideFileIsNamed(app: BuiltApp) throws {
        let home = try ownedHome()
        #expect(try run(app, database: "db.sqlite", in: home).status == 0)
        let shm = home.file("db.sqlite-shm")
        if !FileManager.default.fileExists(atPath: shm) {
            #expect(FileManager.default.createFile(atPath: shm, contents: Data(count: 32_768)))
            if getuid() == 0 { try #require(chown(shm, BuiltApp.nobody, BuiltApp.nobody) == 0) }
        }
        try setMode(0o444, of: shm)

        let outcome = try run(app, database: "db.sqlite", in: home)
        #expect(outcome.error == "error: Could not open the database at db.sqlite: \(shm) is not writable (Permission denied)\n")
        #expect(outcome.status == 1)
    }
}

extension BuiltApp {
    /// The patterns this app implements; it answers any
    /// other with one error line.
    var registeredPatterns: [Pattern] {
        switch self {
        case .footballGather: Pattern.allCases.filter { FootballGatherRegistry.patterns[$0] != nil }
        case .countries: Pattern.allCases.filter { CountriesRegistry.patterns[$0] != nil }
        }
    }
}
