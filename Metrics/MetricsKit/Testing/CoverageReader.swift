import Foundation

/// Line coverage from the raw profiles a test run left: merged with the toolchain's
/// `llvm-profdata`, summarised with its `llvm-cov export -summary-only`, restricted to the
/// files asked about (so dependencies' instrumented code costs nothing).
public struct CoverageReader: Sendable {
    public var toolchain: Toolchain
    public var testBinary: String

    public init(toolchain: Toolchain, testBinary: String) {
        self.toolchain = toolchain
        self.testBinary = testBinary
    }

    /// Covered and executable lines per absolute file path.
    public func coverage(profileDirectory: String, files: [String]) throws -> [String: Coverage] {
        let profiles = try Self.rawProfiles(in: profileDirectory)
        guard !files.isEmpty else { return [:] }
        let merged = try merge(profiles, in: profileDirectory)
        let json = try Subprocess(
            toolchain.llvmCov, ["export", "-summary-only", "-instr-profile", merged, testBinary] + files
        ).output()
        return try Self.parseExport(json)
    }

    /// The raw profiles a test run left in `profileDirectory`; none is an error.
    static func rawProfiles(in profileDirectory: String) throws -> [String] {
        let profiles = try FileManager.default.contentsOfDirectory(atPath: profileDirectory)
            .filter { $0.hasSuffix(".profraw") }
            .map { "\(profileDirectory)/\($0)" }
        guard !profiles.isEmpty else { throw CoverageError.noProfiles(profileDirectory) }
        return profiles
    }

    /// `profiles` merged into `merged.profdata` beside them; its path.
    func merge(_ profiles: [String], in profileDirectory: String) throws -> String {
        let merged = "\(profileDirectory)/merged.profdata"
        _ = try Subprocess(toolchain.llvmProfdata, ["merge", "-sparse", "-o", merged] + profiles).output()
        return merged
    }

    /// Reads `llvm-cov export -summary-only` JSON: `data[].files[].{filename, summary.lines}`.
    public static func parseExport(_ json: String) throws -> [String: Coverage] {
        guard let start = json.firstIndex(of: "{") else { throw CoverageError.unreadable(String(json.prefix(500))) }
        let export = try JSONDecoder().decode(Export.self, from: Data(json[start...].utf8))
        var result: [String: Coverage] = [:]
        for file in export.data.flatMap(\.files) {
            result[file.filename] = Coverage(coveredLines: file.summary.lines.covered, lines: file.summary.lines.count)
        }
        return result
    }

    private struct Export: Decodable {
        var data: [Unit]
        struct Unit: Decodable { var files: [File] }
        struct File: Decodable {
            var filename: String
            var summary: Summary
        }
        struct Summary: Decodable { var lines: Lines }
        struct Lines: Decodable {
            var count: Int
            var covered: Int
        }
    }
}

public enum CoverageError: Error, CustomStringConvertible {
    case noProfiles(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case let .noProfiles(directory): "the test run left no coverage profile in \(directory)"
        case let .unreadable(text): "cannot read llvm-cov's export: \(text)"
        }
    }
}
