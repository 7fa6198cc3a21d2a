import Foundation
import MetricsKit
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A cache folder the run cannot use (issue 41, item 5): one line that names the folder, says
/// what is wrong with it and what to do, and a run that still measures everything and exits 0,
/// `--strict` included (an unusable cache costs time, not figures).
@Suite struct CacheFolderTests {
    /// A copy of the small workspace with its scratch folder made, and its cache folder's path.
    private struct Workspace {
        let fixture: Fixture
        var cache: String { "\(fixture.root)/.build-metrics/cache" }

        init() throws {
            fixture = try Fixture.copy("MiniWorkspace")
            try FileManager.default.createDirectory(atPath: "\(fixture.root)/.build-metrics", withIntermediateDirectories: true)
        }

        func quick(_ extra: [String] = [], unprivileged: Bool = false) throws -> MetricsProcess.Run {
            try MetricsProcess.run(["report", "--quick", "--package-path", fixture.root, "--progress", "none"] + extra, unprivileged: unprivileged)
        }
    }

    /// The run's whole standard error is the one line, and the report is printed in full.
    private func expectOneLine(_ run: MetricsProcess.Run, naming cache: String, problem: String, remedy: String = "remove it") {
        #expect(run.status == 0)
        let expected = "metrics: cannot use the cache folder \(cache): \(problem); \(remedy), or pass --scratch-path DIR"
            + " to keep the caches in DIR/cache. The figures are complete; this run keeps none of them for the next.\n"
        #expect(run.errors == expected)
        #expect(run.output.contains("Architecture metrics") && run.output.contains("Alpha/MVVM"))
    }

    @Test func aFileWhereTheFolderShouldBeIsNamedInOneLine() throws {
        let workspace = try Workspace()
        defer { workspace.fixture.remove() }
        try Data("not a folder\n".utf8).write(to: URL(fileURLWithPath: workspace.cache))

        expectOneLine(try workspace.quick(), naming: workspace.cache, problem: "it is a file, not a folder")
        // The figures are right, so --strict has nothing to fail.
        #expect(try workspace.quick(["--strict"]).status == 0)
    }

    @Test func aLinkToNothingNamesItsTarget() throws {
        let workspace = try Workspace()
        defer { workspace.fixture.remove() }
        let target = "\(workspace.fixture.root)/gone"
        try FileManager.default.createSymbolicLink(atPath: workspace.cache, withDestinationPath: target)

        expectOneLine(try workspace.quick(), naming: workspace.cache, problem: "it is a link to \(target), which does not exist")
        #expect(try workspace.quick(["--strict"]).status == 0)
    }

    /// Root writes into any folder, so the unwritable run is `nobody`'s (setpriv); without setpriv
    /// root cannot see the folder as unwritable at all.
    @Test(.enabled(if: MetricsProcess.canRunUnprivileged, "root writes anywhere and there is no setpriv to drop it"))
    func aFolderThatCannotBeWrittenSaysSo() throws {
        let workspace = try Workspace()
        defer {
            chmod(workspace.cache, 0o755)
            workspace.fixture.remove()
        }
        // The first run leaves the manifest and the toolchain's version in the cache, so the
        // unprivileged run needs to write nothing but the analyses.
        let first = try workspace.quick()
        #expect(first.status == 0 && first.errors.isEmpty, "\(first.errors)")
        #expect(chmod(workspace.cache, 0o555) == 0)

        expectOneLine(try workspace.quick(unprivileged: true), naming: workspace.cache, problem: "it cannot be written (permission denied)", remedy: "make it writable")
    }

    /// `Scripts/test` keeps its verdicts for the metrics run; a cache folder it cannot use costs
    /// only that, in the same one line.
    @Test func recordingTheTestsSaysItInOneLineToo() throws {
        let workspace = try Workspace()
        defer { workspace.fixture.remove() }
        try Data("not a folder\n".utf8).write(to: URL(fileURLWithPath: workspace.cache))
        let run = try MetricsProcess.run([
            "record-tests", "--package-path", workspace.fixture.root, "--xunit", "/nonexistent.xml", "--listing", "/nonexistent.txt",
        ])
        #expect(run.status == 0)
        #expect(run.errors == "metrics: cannot use the cache folder \(workspace.cache): it is a file, not a folder; remove it, or pass"
            + " --scratch-path DIR to keep the caches in DIR/cache. The verdicts are not kept; Scripts/metrics runs the tests itself.\n")
    }

    /// What `prepare()` finds, folder by folder: a missing folder is made, and a file above the
    /// cache folder is named as the thing to remove.
    @Test func prepareNamesWhatIsInTheWay() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-folder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CacheFolder(path: "\(root)/a/b/cache").prepare() == nil)
        #expect(FileManager.default.fileExists(atPath: "\(root)/a/b/cache"))

        try Data().write(to: URL(fileURLWithPath: "\(root)/scratch"))
        let aboveIsAFile = CacheFolder(path: "\(root)/scratch/cache").prepare()
        #expect(aboveIsAFile?.reason == "\(root)/scratch is a file, not a folder" && aboveIsAFile?.remedy == "remove \(root)/scratch")
        try FileManager.default.createSymbolicLink(atPath: "\(root)/to-file", withDestinationPath: "\(root)/scratch")
        #expect(CacheFolder(path: "\(root)/to-file").prepare()?.reason == "it is a link to \(root)/scratch, which is not a folder")
        try FileManager.default.createSymbolicLink(atPath: "\(root)/loop", withDestinationPath: "\(root)/loop")
        #expect(CacheFolder(path: "\(root)/loop").prepare()?.reason == "it is a symbolic link loop")
        try FileManager.default.createDirectory(atPath: "\(root)/folder", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(root)/to-folder", withDestinationPath: "\(root)/folder")
        #expect(CacheFolder(path: "\(root)/to-folder").prepare() == nil)
    }

    @Test func aUsableCacheSaysNothing() throws {
        let workspace = try Workspace()
        defer { workspace.fixture.remove() }
        let run = try workspace.quick()
        #expect(run.status == 0 && run.errors.isEmpty)
        let again = try workspace.quick()
        #expect(again.errors.isEmpty && again.output.contains("their analyses came from its cache"))
    }
}
