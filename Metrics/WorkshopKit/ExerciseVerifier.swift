import Foundation
import MetricsKit

/// The cheap checks CI runs on every exercise folder: it is complete, and its shared part and
/// each reference solution still apply to the commit checked out. Patches are applied to a
/// throw-away git index, so neither the working tree nor the real index is touched.
public struct ExerciseVerifier {
    public var root: String
    public var patterns: [String]

    /// `patterns`: the pattern names every exercise must have a solution for (lowercased files).
    public init(root: String, patterns: [String]) {
        self.root = root
        self.patterns = patterns
    }

    /// Every problem found, as `<exercise>: <problem>`; empty when all is well.
    public func problems(in exercise: Exercise) -> [String] {
        var problems = exercise.missingFiles(patterns: patterns).map { "\(exercise.id): \($0) is missing" }
        let index = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-index-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: index) }
        guard run(["read-tree", "HEAD"], index: index) == nil else { return problems + ["\(exercise.id): cannot read HEAD"] }
        if let error = run(["apply", "--cached", exercise.sharedPatch], index: index) {
            return problems + ["\(exercise.id): the shared part does not apply: \(error)"]
        }
        let shared = index + ".shared"
        defer { try? FileManager.default.removeItem(atPath: shared) }
        try? FileManager.default.copyItem(atPath: index, toPath: shared)
        for pattern in exercise.solvedPatterns {
            let patch = exercise.solutionPatch(for: pattern)
            try? FileManager.default.removeItem(atPath: index)
            try? FileManager.default.copyItem(atPath: shared, toPath: index)
            if let error = run(["apply", "--cached", patch], index: index) {
                problems.append("\(exercise.id): the \(pattern) solution does not apply: \(error)")
            }
            let paths = (try? GitRepository(directory: root).paths(ofPatch: patch)) ?? []
            let own = ownFolders(domain: exercise.metadata.domain, pattern: pattern)
            for path in paths where !own.contains(where: { path.hasPrefix($0) }) {
                problems.append("\(exercise.id): the \(pattern) solution changes \(path), outside \(own.joined(separator: " and "))")
            }
        }
        return problems
    }

    /// `Modules/<Domain>/<Pattern>/` and `Tests/<Domain><Pattern>Tests/`, the pattern's name as
    /// the folders spell it.
    func ownFolders(domain: String, pattern: String) -> [String] {
        let name = PatternCatalog.standard.pattern(named: pattern)?.name ?? pattern
        return ["Modules/\(domain)/\(name)/", "Tests/\(domain)\(name)Tests/"]
    }

    /// Nil when `git <arguments>` succeeded with `index` as the index; otherwise git's error.
    private func run(_ arguments: [String], index: String) -> String? {
        GitRepository(directory: root).usingIndex(at: index).problem(arguments)
    }
}
