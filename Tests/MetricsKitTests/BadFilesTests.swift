import Foundation
@testable import MetricsKit
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Files and folders a run cannot measure: each is listed as skipped with its reason, in one
/// line, and everything else is still measured.
@Suite struct BadFilesTests {
    static let isRoot = getuid() == 0

    /// A temporary folder with one good Swift file; `remove()` makes everything readable again
    /// and deletes it.
    struct Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-bad-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: "\(path)/Scenes", withIntermediateDirectories: true)
            try write("struct PlayerView {\n    let name = 1\n}\n", to: "Scenes/PlayerView.swift")
        }

        func write(_ text: String, to relative: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(path)/\(relative)"))
        }

        func link(_ relative: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: "\(path)/\(relative)", withDestinationPath: destination)
        }

        func remove() {
            _ = try? Subprocess("chmod", ["-R", "u+rwx", path]).output()
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    private func measure(_ folder: Folder) throws -> TreeMeasurer.Result {
        let mvc = try #require(PatternCatalog.standard.pattern(named: "MVC"))
        return try TreeMeasurer().measure(TreeSpec(label: "Bad", path: folder.path, pattern: mvc))
    }

    @Test func linksToNothingLoopsFIFOsAndBinariesAreSkippedWithTheirReason() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.link("Scenes/Dangling.swift", to: "Nowhere.swift")
        try folder.link("Scenes/Loop.swift", to: "Loop.swift")
        try folder.link("Scenes/Up", to: "..")
        #expect(mkfifo("\(folder.path)/Scenes/Pipe.swift", 0o644) == 0)
        var binary = Data(repeating: 0x41, count: 4096)
        binary[100] = 0
        try binary.write(to: URL(fileURLWithPath: "\(folder.path)/Scenes/Binary.swift"))
        try Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: "\(folder.path)/Scenes/Latin1.swift"))

        let result = try measure(folder)
        #expect(result.skipped == [
            SkippedFile(path: "\(folder.path)/Scenes/Binary.swift", reason: "not text (binary content: a NUL byte)"),
            SkippedFile(path: "\(folder.path)/Scenes/Dangling.swift", reason: "a symbolic link to nothing"),
            SkippedFile(path: "\(folder.path)/Scenes/Latin1.swift", reason: "not text (not valid UTF-8)"),
            SkippedFile(path: "\(folder.path)/Scenes/Loop.swift", reason: "a symbolic link loop"),
            SkippedFile(path: "\(folder.path)/Scenes/Pipe.swift", reason: "not a regular file"),
        ])
        // Only the good file is measured; the link to the folder above is not followed.
        #expect(result.module.size == LineCounts(files: 1, code: 3, comment: 0, blank: 0))
        #expect(result.setting.filesWithoutFinalNewline == 0)
    }

    /// Root reads every file and folder whatever its mode: this one needs another user.
    @Test(.enabled(if: !isRoot)) func unreadableFilesAndFoldersAreSkippedNotSilent() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("let secret = 1\n", to: "Scenes/Secret.swift")
        try FileManager.default.createDirectory(atPath: "\(folder.path)/Closed", withIntermediateDirectories: true)
        try folder.write("let hidden = 1\n", to: "Closed/Hidden.swift")
        chmod("\(folder.path)/Scenes/Secret.swift", 0)
        chmod("\(folder.path)/Closed", 0)

        let result = try measure(folder)
        #expect(result.skipped == [
            SkippedFile(path: "\(folder.path)/Closed", reason: "folder cannot be read (permission denied)"),
            SkippedFile(path: "\(folder.path)/Scenes/Secret.swift", reason: "permission denied"),
        ])
        #expect(result.module.size.files == 1)
    }

    @Test func aWorkspaceRunListsTheSkippedFileInEveryFormatAndMeasuresTheRest() throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let options = MetricsOptions(packagePath: fixture.root, quick: true)
        let clean = try MetricsRunner(options: options, progress: ProgressBar(style: .silent)) { _, _, _, _ in Fixture.environment }.run()
        try FileManager.default.createSymbolicLink(atPath: "\(fixture.root)/Modules/Alpha/MVVM/Gone.swift", withDestinationPath: "Gone.swift.orig")

        let report = try MetricsRunner(options: options, progress: ProgressBar(style: .silent)) { _, _, _, _ in Fixture.environment }.run()
        #expect(report.skippedFiles == [SkippedFile(path: "Modules/Alpha/MVVM/Gone.swift", reason: "a symbolic link to nothing")])
        #expect(report.modules == clean.modules)
        #expect(TextReport.render(report).contains("\nSkipped (could not be measured)\n  ✗ Modules/Alpha/MVVM/Gone.swift: a symbolic link to nothing\n"))
        #expect(MarkdownReport.render(report).contains("### Skipped (could not be measured)\n\n- Modules/Alpha/MVVM/Gone.swift: a symbolic link to nothing\n"))
        #expect(HTMLReport.render(report).contains("<li>Modules/Alpha/MVVM/Gone.swift: a symbolic link to nothing</li>"))
        let decoded = try JSONReport.decode(JSONReport.encode(report))
        #expect(decoded.skippedFiles == report.skippedFiles)
        // A report without skipped files has no such key: older readers and snapshots see nothing new.
        #expect(!String(decoding: try JSONReport.encode(clean), as: UTF8.self).contains("skippedFiles"))
    }

    @Test func skippedFileKeysAreDocumented() throws {
        let readme = Fixture.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Metrics/Reports/README.md")
        let documentation = try String(contentsOf: readme, encoding: .utf8)
        for key in ["skippedFiles", "path", "reason"] {
            #expect(documentation.contains("`\(key)`"), "\(key)")
        }
    }
}
