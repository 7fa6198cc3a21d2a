#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import FootballGatherModel
import FootballGatherStorage
import FootballGatherTestSupport
import SQLiteSupport
import Testing

/// Paths SQLite cannot hold a database at are refused before SQLite opens them, so it
/// leaves nothing behind (a `-journal` beside a device, a file through a dangling link).
/// The check is shared (SQLiteSupport); Countries goes through the same one.
@Suite struct UnusablePathTests {
    private func openError(at path: String) throws -> String {
        try #require(throws: FootballGatherError.self) { try FootballGatherDatabase.openFile(at: path) }.message
    }

    private func contents(of folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func aDeviceIsNotARegularFile() throws {
        let existed = FileManager.default.fileExists(atPath: "/dev/null-journal")
        #expect(try openError(at: "/dev/null") == "Could not open the database at /dev/null: it is not a regular file")
        if !existed { #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal")) }
    }

    @Test func aFifoIsNotARegularFileAndIsNotOpened() throws {
        let folder = try TemporaryFolder()
        try #require(mkfifo(folder.file("pipe"), 0o600) == 0)
        #expect(try openError(at: folder.file("pipe")) == "Could not open the database at \(folder.file("pipe")): it is not a regular file")
        #expect(try contents(of: folder) == ["pipe"])
    }

    @Test func aFolderIsRefusedWithNothingCreated() throws {
        let folder = try TemporaryFolder()
        #expect(try openError(at: folder.path) == "Could not open the database at \(folder.path): it is a folder, not a file")
        #expect(try contents(of: folder) == [])
    }

    @Test func aLinkToAMissingFileIsRefusedAndItsTargetNotCreated() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.sqlite"), withDestinationPath: folder.file("target.sqlite"))
        #expect(try openError(at: folder.file("link.sqlite")) == "Could not open the database at \(folder.file("link.sqlite")): it is a symbolic link to a missing file")
        #expect(try contents(of: folder) == ["link.sqlite"])
    }

    @Test func aLinkToADatabaseOpensIt() async throws {
        let folder = try TemporaryFolder()
        _ = try FootballGatherDatabase.openFile(at: folder.file("real.sqlite"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.sqlite"), withDestinationPath: folder.file("real.sqlite"))
        _ = try FootballGatherDatabase.openFile(at: folder.file("link.sqlite"))
    }

    @Test func aSideFileThatIsNotAFileIsRefused() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("gather.sqlite-shm"), withIntermediateDirectories: false)
        let shm = folder.file("gather.sqlite-shm")
        #expect(try openError(at: folder.file("gather.sqlite")) == "Could not open the database at \(folder.file("gather.sqlite")): \(shm) is not a regular file")
        #expect(try contents(of: folder) == ["gather.sqlite-shm"])
    }

    @Test func aSideFileLinkedToNothingIsRefused() throws {
        let folder = try TemporaryFolder()
        let journal = folder.file("gather.sqlite-journal")
        try FileManager.default.createSymbolicLink(atPath: journal, withDestinationPath: folder.file("gone"))
        #expect(try openError(at: folder.file("gather.sqlite")) == "Could not open the database at \(folder.file("gather.sqlite")): \(journal) is not a regular file")
        #expect(try contents(of: folder) == ["gather.sqlite-journal"])
    }

    @Test func aMissingFolderIsNamed() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("deep/gather.sqlite")
        #expect(try openError(at: path) == "Could not open the database at \(path): the folder \(folder.file("deep")) does not exist")
    }

    @Test func anEmptyPathIsRefused() throws {
        #expect(try openError(at: "") == "Could not open the database at : the path is empty")
    }

    /// SQLite takes a name starting with `file:` as a URI where URIs are enabled; the
    /// storage hands it over in a form that can only be the file of that name.
    @Test func sqliteIsGivenPlainPathsOnly() {
        #expect(DatabaseFile.plainPath("file:u.sqlite?cache=shared") == "./file:u.sqlite?cache=shared")
        #expect(DatabaseFile.plainPath(":memory:") == "./:memory:")
        #expect(DatabaseFile.plainPath("/tmp/file:x") == "/tmp/file:x")
        #expect(DatabaseFile.plainPath("x") == "x")
    }

    @Test func aFileNamedLikeAURIIsThatFile() async throws {
        let folder = try TemporaryFolder()
        // An absolute path is never a URI; the name only has to survive the checks intact.
        let path = folder.file("file:u.sqlite?cache=shared")
        _ = try FootballGatherDatabase.openFile(at: path)
        // Reopened, the existing file is checked through an immutable URI built from it.
        _ = try FootballGatherDatabase.openFile(at: path)
        #expect(try contents(of: folder).contains("file:u.sqlite?cache=shared"))
        #expect(!(try contents(of: folder).contains("u.sqlite")))
    }
}
