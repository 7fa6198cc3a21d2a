import AppLauncher
import Foundation
import Testing

/// A fresh folder under the temporary directory, removed afterwards; it stands in for a
/// new user's home, passed to the code as an environment rather than set on the process.
final class ScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("LauncherTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite struct DatabaseLocationTests {
    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    @Test func theDefaultFolderIsCreatedOnAFreshHome() throws {
        let home = try ScratchFolder()
        let path = try DatabaseLocation.prepare(nil, appName: "countries", environment: ["HOME": home.path])
        #expect(path == home.file(".local/share/architecture-workspace/countries.sqlite"))
        #expect(isFolder(home.file(".local/share/architecture-workspace")))
        #expect(!FileManager.default.fileExists(atPath: path), "only the folder is made; the app creates the file")
    }

    @Test func anEmptyXDGDataHomeFallsBackToTheHomeFolder() throws {
        let home = try ScratchFolder()
        let path = try DatabaseLocation.prepare(nil, appName: "football-gather", environment: ["HOME": home.path, "XDG_DATA_HOME": ""])
        #expect(path == home.file(".local/share/architecture-workspace/football-gather.sqlite"))
        #expect(isFolder(home.file(".local/share/architecture-workspace")))
    }

    @Test func xdgDataHomeIsUsedAndCreatedWhenSet() throws {
        let home = try ScratchFolder()
        let dataHome = home.file("data/nested")
        let path = try DatabaseLocation.prepare(nil, appName: "countries", environment: ["HOME": "/nonexistent", "XDG_DATA_HOME": dataHome])
        #expect(path == dataHome + "/architecture-workspace/countries.sqlite")
        #expect(isFolder(dataHome + "/architecture-workspace"))
    }

    @Test func aLeadingTildeIsTheHomeFromTheEnvironment() throws {
        let environment = ["HOME": "/home/ada"]
        #expect(try DatabaseLocation.expandingTilde(in: "~/x.sqlite", environment: environment) == "/home/ada/x.sqlite")
        #expect(try DatabaseLocation.expandingTilde(in: "~", environment: environment) == "/home/ada")
        #expect(try DatabaseLocation.expandingTilde(in: "a/~/x", environment: environment) == "a/~/x")
        #expect(try DatabaseLocation.expandingTilde(in: "/tmp/~x", environment: environment) == "/tmp/~x")
        #expect(try DatabaseLocation.resolve(":memory:", appName: "countries", environment: environment) == ":memory:")
    }

    @Test func aTildeDatabaseGetsItsFolderUnderTheHome() throws {
        let home = try ScratchFolder()
        let path = try DatabaseLocation.prepare("~/games/gather.sqlite", appName: "football-gather", environment: ["HOME": home.path])
        #expect(path == home.file("games/gather.sqlite"))
        #expect(isFolder(home.file("games")))
    }

    @Test func anUnknownUsersTildeIsAClearError() {
        #expect(throws: LaunchError("cannot expand ~no-such-user-4711/x: there is no user no-such-user-4711")) {
            try DatabaseLocation.expandingTilde(in: "~no-such-user-4711/x", environment: [:])
        }
    }

    @Test func aFolderThatCannotBeMadeIsAOneLineError() throws {
        let home = try ScratchFolder()
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: home.file("blocker")))
        #expect(throws: LaunchError("cannot create the folder \(home.file("blocker/sub")) for the database: Not a directory")) {
            try DatabaseLocation.prepare(home.file("blocker/sub/x.sqlite"), appName: "countries", environment: ["HOME": home.path])
        }
    }

    @Test func inMemoryTouchesNothing() throws {
        let home = try ScratchFolder()
        #expect(try DatabaseLocation.prepare(":memory:", appName: "countries", environment: ["HOME": home.path]) == ":memory:")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    /// One-character names used to crash (NSString's deletingLastPathComponent on Linux).
    @Test(arguments: ["x", "-", "é", ".x", "file:x", "file:u.sqlite?cache=shared", "./x", "x.sqlite"])
    func aNameWithoutAFolderIsUsedAsGivenAndNothingIsMade(path: String) throws {
        let home = try ScratchFolder()
        #expect(try DatabaseLocation.prepare(path, appName: "countries", environment: ["HOME": home.path]) == path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    @Test func aFileURIIsAPlainPathWhoseFoldersAreMade() throws {
        let home = try ScratchFolder()
        let path = home.file("file:///tmp/u.sqlite?cache=shared")
        #expect(try DatabaseLocation.prepare(path, appName: "countries", environment: [:]) == path)
        #expect(isFolder(home.file("file:/tmp")), "the folders the plain path names, under the given folder")
    }

    @Test(arguments: ["x/", "/", ".", "..", "x/.", "x/..", "//", "~/", "new/sub/"])
    func aPathThatNamesAFolderIsRefusedBeforeAnythingIsMade(path: String) throws {
        let home = try ScratchFolder()
        let expanded = path.hasPrefix("~") ? home.path + path.dropFirst() : path
        #expect(throws: LaunchError("cannot use \(expanded) for the database: it names a folder, not a file")) {
            try DatabaseLocation.prepare(path, appName: "countries", environment: ["HOME": home.path])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    @Test func aTrailingSlashUnderAMissingFolderMakesNoFolder() throws {
        let home = try ScratchFolder()
        #expect(throws: LaunchError.self) {
            try DatabaseLocation.prepare(home.file("new/sub/"), appName: "countries", environment: [:])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).isEmpty)
    }

    @Test func anEmptyPathIsRefused() {
        #expect(throws: LaunchError("the database path is empty")) {
            try DatabaseLocation.prepare("", appName: "countries", environment: [:])
        }
    }
}
