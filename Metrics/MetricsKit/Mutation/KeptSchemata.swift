import Foundation

/// What the scratch copy holds in place of the package's own text: each module's schemata from
/// its last mutation run, with the text each one replaced. A run of some modules keeps the other
/// modules' schemata in the copy while the package still has the text they replaced, so its build
/// compiles only the modules it mutates; restoring the others would recompile every one of them,
/// and the next whole run would mutate and recompile them again.
struct KeptSchemata: Codable, Equatable {
    struct File: Codable, Equatable {
        /// The id of the module the file belongs to.
        var module: String
        /// The package's text the schema replaced; nil for a file the package does not have
        /// (a mutated target's activation file).
        var original: String?
        /// What the scratch copy holds.
        var text: String
    }

    /// By path relative to the package.
    var files: [String: File] = [:]

    /// The record at `path`; empty when there is none or it cannot be read (the copy is then
    /// given the package's text for every module not run).
    static func load(from path: String) -> KeptSchemata {
        guard let data = FileManager.default.contents(atPath: path) else { return KeptSchemata() }
        return (try? JSONDecoder().decode(KeptSchemata.self, from: data)) ?? KeptSchemata()
    }

    func save(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }

    /// The files of the modules not in `running` whose replaced text the package at `root` still
    /// has, in a folder it still has: the schemata a run of `running` can leave in place.
    func kept(except running: Set<String>, root: String) -> [String: File] {
        files.filter { path, file in
            guard !running.contains(file.module) else { return false }
            let folder = (path as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(root)/\(folder)", isDirectory: &isFolder), isFolder.boolValue else { return false }
            let current = FileManager.default.contents(atPath: "\(root)/\(path)").map { String(decoding: $0, as: UTF8.self) }
            return current == file.original
        }
    }

    /// The record after a build of `written` (this run's schemata by path) beside `kept`; each
    /// written file is given to the module whose target folder holds it.
    init(kept: [String: File], written: [String: String], modules: [PatternModule], root: String) {
        files = kept
        for (path, text) in written {
            guard let module = modules.first(where: { module in module.targets.contains { path.hasPrefix($0.path + "/") } }) else { continue }
            let original = FileManager.default.contents(atPath: "\(root)/\(path)").map { String(decoding: $0, as: UTF8.self) }
            files[path] = File(module: module.id, original: original, text: text)
        }
    }

    init() {}
}
