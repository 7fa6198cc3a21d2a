import Foundation

/// Which lines a test run executed, from `llvm-cov show` of its merged profile: a mutant on a
/// line no test of its module runs cannot be caught, so it is counted without a run, as
/// Muter does with llvm-cov.
struct LineCoverage: Sendable, Equatable {
    /// Absolute path → the lines llvm-cov counted zero times. Lines it gives no count
    /// (declarations, braces) are in neither set: a mutant there is run.
    var uncovered: [String: Set<Int>]

    func isCovered(file: String, line: Int) -> Bool {
        !(uncovered[file]?.contains(line) ?? false)
    }

    /// Runs `llvm-cov show` for `files` over the profiles in `profileDirectory`.
    static func read(toolchain: Toolchain, testBinary: String, profileDirectory: String, files: [String]) throws -> LineCoverage {
        let reader = CoverageReader(toolchain: toolchain, testBinary: testBinary)
        let merged = try reader.merge(CoverageReader.rawProfiles(in: profileDirectory), in: profileDirectory)
        let text = try Subprocess(
            toolchain.llvmCov, ["show", "-use-color=false", "-instr-profile", merged, testBinary, "-sources"] + files
        ).output()
        return parse(text, files: files)
    }

    /// Reads `llvm-cov show`'s text: a `/path/File.swift:` header per file, then
    /// `  line|  count|source` rows (the count empty where the line has none). llvm-cov leaves
    /// the header out when it shows one file: `files` names it then.
    static func parse(_ text: String, files: [String]) -> LineCoverage {
        var uncovered: [String: Set<Int>] = [:]
        var file: String? = files.count == 1 ? files[0] : nil
        for row in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if row.hasPrefix("/"), row.hasSuffix(":") {
                file = String(row.dropLast())
                continue
            }
            guard let file else { continue }
            let fields = row.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2, let line = Int(fields[0].trimmingCharacters(in: .whitespaces)) else { continue }
            if fields[1].trimmingCharacters(in: .whitespaces) == "0" { uncovered[file, default: []].insert(line) }
        }
        return LineCoverage(uncovered: uncovered)
    }
}
