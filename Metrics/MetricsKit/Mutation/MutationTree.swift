import Foundation

/// The scratch copy of the workspace the mutants are compiled in, so the user's tree and its
/// `.build` are never touched. It is kept between runs with its own build: a refresh writes
/// only the files whose text differs, so the next build compiles only what changed (the same
/// code gives the same sample and the same schemata, and then nothing at all).
struct MutationTree {
    /// The package root the copy is made from.
    let source: String
    /// Where the copy lives.
    let tree: String

    /// Copies every file of the package but those in dot-folders (`.git`, `.build`, the
    /// scratch folders), with `replacements` (path relative to the package → text) written
    /// instead of the originals, or as new files; removes the files the package no longer has.
    /// Returns how many files were written.
    @discardableResult
    func refresh(replacing replacements: [String: String]) throws -> Int {
        let files = Self.files(under: source)
        var written = 0
        for file in Set(files).union(replacements.keys).sorted() {
            let data = replacements[file].map { Data($0.utf8) } ?? FileManager.default.contents(atPath: "\(source)/\(file)")
            guard let data else { continue }
            let target = "\(tree)/\(file)"
            if FileManager.default.contents(atPath: target) == data { continue }
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: target))
            written += 1
        }
        let kept = Set(files).union(replacements.keys)
        for stale in Self.files(under: tree) where !kept.contains(stale) {
            try FileManager.default.removeItem(atPath: "\(tree)/\(stale)")
        }
        return written
    }

    /// Files under `folder`, relative to it, outside dot-folders.
    static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            let type = enumerator.fileAttributes?[.type] as? FileAttributeType
            if name.hasPrefix("."), type == .typeDirectory {
                enumerator.skipDescendants()
                continue
            }
            if type == .typeRegular { files.append(path) }
        }
        return files
    }
}
