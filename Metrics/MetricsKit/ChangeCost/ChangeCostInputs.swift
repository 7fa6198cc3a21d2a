import Foundation

/// What one cell of the change-cost table reads, as fingerprints for the result cache: the
/// exercise's own files (task, shared part, acceptance journey and golden, that pattern's
/// solution) from the working tree; from the measured commit, the files of the pattern's module
/// and of the shared modules and the manifest (by their blob ids); and the tool build and
/// toolchain, since the tool counts the change. An edit to one pattern's module invalidates that
/// pattern's cells only.
struct ChangeCostInputs {
    /// Path → blob id of every file of the commit, from `git ls-tree -r`.
    let blobs: [String: String]
    /// Folders of the shared modules.
    let sharedFolders: [String]
    /// The tool build and toolchain (``AnalysisCache/key(toolchain:)``).
    let toolKey: String

    init(lsTree: String, sharedFolders: [String], toolKey: String) {
        var blobs: [String: String] = [:]
        for line in lsTree.split(separator: "\n") {
            // `<mode> <type> <id>\t<path>`
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2, let id = parts[0].split(separator: " ").last else { continue }
            blobs[String(parts[1])] = String(id)
        }
        self.blobs = blobs
        self.sharedFolders = sharedFolders
        self.toolKey = toolKey
    }

    /// The shared part's cost reads the exercise's common files and the shared modules.
    func sharedFingerprint(of exercise: Exercise) -> String {
        var fingerprint = InputFingerprint(toolchain: toolKey, purpose: "change cost \(exercise.id)")
        addCommon(of: exercise, to: &fingerprint)
        return fingerprint.value
    }

    func fingerprint(of exercise: Exercise, in module: PatternModule) -> String {
        var fingerprint = InputFingerprint(toolchain: toolKey, purpose: "change cost \(exercise.id) \(module.id)")
        addCommon(of: exercise, to: &fingerprint)
        fingerprint.add(files: [exercise.solutionPatch(for: module.pattern)], root: "")
        addCommitted(under: (module.targets + module.testTargets).map(\.path), to: &fingerprint)
        return fingerprint.value
    }

    private func addCommon(of exercise: Exercise, to fingerprint: inout InputFingerprint) {
        fingerprint.add(files: Exercise.requiredFiles.map { "\(exercise.folder)/\($0)" }, root: "")
        addCommitted(under: sharedFolders, to: &fingerprint)
        fingerprint.add("Package.swift \(blobs["Package.swift"] ?? "missing")")
    }

    private func addCommitted(under folders: [String], to fingerprint: inout InputFingerprint) {
        let prefixes = folders.map { $0 + "/" }
        for (path, id) in blobs.sorted(by: { $0.key < $1.key })
        where !path.hasSuffix(".md") && prefixes.contains(where: { path.hasPrefix($0) }) {
            fingerprint.add("\(path) \(id)")
        }
    }
}
