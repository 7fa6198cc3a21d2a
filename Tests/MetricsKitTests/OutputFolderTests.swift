import Foundation
@testable import metrics
@testable import MetricsKit
import Testing

/// The output folder is checked before any work, and a failed write is one line.
@Suite struct OutputFolderTests {
    private func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-output-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aFileOrDevNullIsNoOutputFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: "\(folder)/file"))

        #expect(message { try ReportWriter(directory: "/dev/null").checkWritable() } == "report: cannot write the report files to /dev/null: not a folder")
        #expect(message { try ReportWriter(directory: "\(folder)/file").checkWritable() } == "report: cannot write the report files to \(folder)/file: not a folder")
        #expect(message { try ReportWriter(directory: "\(folder)/file/reports").checkWritable() }
            == "report: cannot write the report files to \(folder)/file/reports: \(folder)/file is not a folder")
        // A folder still to be made, under one that can be written, is fine; nothing is made yet.
        try ReportWriter(directory: "\(folder)/new/reports").checkWritable()
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/new"))
    }

    /// Root writes into read-only folders: this one needs another user.
    @Test(.enabled(if: getuid() != 0)) func aReadOnlyFolderIsRefused() throws {
        let folder = try temporaryFolder()
        defer {
            chmod(folder, 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        chmod(folder, 0o555)
        #expect(message { try ReportWriter(directory: folder).checkWritable() } == "report: cannot write the report files to \(folder): permission denied")
    }

    @Test func aWriteThatFailsIsOneLineNamingTheFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // metrics.json cannot replace a folder of that name.
        try FileManager.default.createDirectory(atPath: "\(folder)/metrics.json", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(folder)/metrics.json/keep"))
        let text = message { try ReportWriter(directory: folder).write(SampleReport.make(), formats: [.markdown, .json]) }
        let line = try #require(text)
        #expect(line.hasPrefix("report: cannot write \(folder)/metrics.json: "))
        #expect(line.hasSuffix(" (written: metrics.md)"))
        #expect(!line.contains("\n"))
    }

    /// The whole command: an output that cannot be written stops it before it measures anything.
    @Test func theCommandChecksTheOutputBeforeItMeasures() throws {
        let command = try #require(try MetricsCommand.parseAsRoot([
            "--path", FolderCountsTests.folder, "--pattern", "MVC", "--format", "json", "--output", "/dev/null", "--progress", "none",
        ]) as? ReportCommand)
        #expect(message { try command.run() } == "report: cannot write the report files to /dev/null: not a folder")
    }

    @Test func strictCountsSkippedFiles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("let a = 1\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/A.swift"))
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/B.swift", withDestinationPath: "Nowhere.swift")
        let arguments = ["--path", folder, "--pattern", "MVC", "--format", "json", "--output", "\(folder)/out", "--progress", "none"]

        try #require(try MetricsCommand.parseAsRoot(arguments) as? ReportCommand).run()
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/metrics.json"))
        let strict = try #require(try MetricsCommand.parseAsRoot(arguments + ["--strict"]) as? ReportCommand)
        #expect(message { try strict.run() } == "ExitCode(rawValue: 3)")
    }
}
