import Foundation
import MetricsKit
import Testing

/// Swift files the tool will not measure (issue 41, items 10 and 11): one swift-syntax cannot
/// parse, and one past the size bound, which could cost minutes and gigabytes to parse. Each is
/// skipped, listed with its reason like an unreadable file, and fails `--strict`.
@Suite struct UnmeasurableSwiftTests {
    /// The bound the help and `Metrics/Reports/README.md` state: 512 KiB.
    static let bound = 524_288

    /// A folder with a good file, a file that does not parse, one at the bound and one a byte past it.
    private struct Folder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-unmeasurable-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try write("struct GoodView {\n    let name = 1\n}\n", to: "GoodView.swift")
            try write("struct BrokenView {\n    let name = 1\n", to: "BrokenView.swift")
            // One comment line each: cheap to parse, so only the bound tells them apart.
            try write(Self.comment(bytes: UnmeasurableSwiftTests.bound), to: "AtBoundView.swift")
            try write(Self.comment(bytes: UnmeasurableSwiftTests.bound + 1), to: "HugeView.swift")
        }

        static func comment(bytes: Int) -> String {
            "//" + String(repeating: "x", count: bytes - 3) + "\n"
        }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: "\(path)/\(name)"))
        }

        func measure(_ extra: [String] = []) throws -> MetricsProcess.Run {
            try MetricsProcess.run(["report", "--path", path, "--pattern", "MVC", "--progress", "none"] + extra, seconds: 60)
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    @Test func bothAreListedAsSkippedWithTheirReasonAndTheRestIsMeasured() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let run = try folder.measure(["--format", "table,json", "--output", "\(folder.path)/out"])
        #expect(run.status == 0)
        #expect(run.output.contains("""

            Skipped (could not be measured)
              ✗ \(folder.path)/BrokenView.swift: does not parse: expected '}' at 2:17
              ✗ \(folder.path)/HugeView.swift: too large to parse: 524,289 bytes, over the bound of 524,288 (512 KiB)

            """))
        // GoodView and AtBoundView only.
        let report = try JSONReport.decode(Data(contentsOf: URL(fileURLWithPath: "\(folder.path)/out/metrics.json")))
        #expect(report.modules.first?.size == LineCounts(files: 2, code: 3, comment: 1, blank: 0))
        #expect(report.skippedFiles?.map(\.path) == ["\(folder.path)/BrokenView.swift", "\(folder.path)/HugeView.swift"])
    }

    @Test func strictFailsOnThem() throws {
        let folder = try Folder()
        defer { folder.remove() }
        #expect(try folder.measure(["--strict"]).status == 3)
        try FileManager.default.removeItem(atPath: "\(folder.path)/BrokenView.swift")
        #expect(try folder.measure(["--strict"]).status == 3)
        try FileManager.default.removeItem(atPath: "\(folder.path)/HugeView.swift")
        #expect(try folder.measure(["--strict"]).status == 0)
    }

    @Test func theHelpStatesTheBound() throws {
        let help = try MetricsProcess.run(["report", "--help"])
        #expect(help.output.contains("512 KiB"))
    }
}
