import Foundation
import Synchronization

/// What earlier runs learnt from each Swift file, so a re-run parses only the files whose
/// bytes changed: almost all of `--quick` is swift-syntax parsing every file of the workspace.
///
/// One JSON file in the cache folder, named by a key of the tool and the toolchain that wrote
/// it: a rebuilt tool or another toolchain may measure differently, so it starts afresh. Each
/// entry keeps the FNV-1a hash of the file's bytes and is used only for the same bytes, whatever
/// the file's timestamps. A file that does not parse is kept too, with its reason, so a re-run
/// skips it without parsing it again. A cache file that cannot be read is ignored with one
/// warning and replaced: it is never trusted.
public final class AnalysisCache: Sendable {
    /// What the file's bytes measured: an analysis, or why it was skipped.
    struct Entry: Codable, Sendable {
        enum Outcome: Codable, Sendable {
            case measured(FileAnalysis)
            case skipped(String)
        }

        var hash: UInt64
        var outcome: Outcome

        func analysis() throws(SkipReason) -> FileAnalysis {
            switch outcome {
            case let .measured(analysis): return analysis
            case let .skipped(reason): throw SkipReason(reason)
            }
        }
    }

    /// The cache file this run reads and ``save()`` writes.
    public let file: String
    /// Why the stored cache was not used, if it was there and unreadable: one line.
    public let warning: String?
    private let stored: [String: Entry]
    private let state = Mutex(State())

    private struct State {
        var current: [String: Entry] = [:]
        var reused = 0
    }

    /// Reads the cache for `key` from `directory`; nothing stored yet is an empty cache.
    public init(directory: String, key: String) {
        file = "\(directory)/analyses-\(key).json"
        (stored, warning) = CacheFile.read([String: Entry].self, from: file, unreadable: "analysis cache", consequence: "every file is parsed again")
    }

    /// The key for this tool build and `toolchain`: the running executable's path, size and
    /// modification time, and the toolchain's identity.
    public static func key(toolchain: Toolchain) -> String {
        var hash = StableHash()
        hash.combine(toolchain.identity)
        if let executable = Bundle.main.executablePath,
           let attributes = try? FileManager.default.attributesOfItem(atPath: executable) {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            hash.combine("\(executable)|\(size)|\(modified)")
        }
        return hash.hexDigest
    }

    /// The analysis of `path` (relative to the workspace) with `source` as its text, or why it
    /// is skipped: the stored outcome when the bytes are unchanged, else `analyze(source)`'s.
    /// Either is kept for ``save()``.
    func analysis(of path: String, source: String, analyze: (String) throws(SkipReason) -> FileAnalysis) throws(SkipReason) -> FileAnalysis {
        var hash = StableHash()
        hash.combine(bytes: source.utf8)
        if let entry = stored[path], entry.hash == hash.value {
            state.withLock {
                $0.current[path] = entry
                $0.reused += 1
            }
            return try entry.analysis()
        }
        let entry: Entry
        do {
            entry = Entry(hash: hash.value, outcome: .measured(try analyze(source)))
        } catch {
            entry = Entry(hash: hash.value, outcome: .skipped(error.text))
        }
        state.withLock { $0.current[path] = entry }
        return try entry.analysis()
    }

    /// How many files this run took from the cache.
    public var reusedCount: Int { state.withLock { $0.reused } }

    /// Writes what this run read over the cache file, keeping the entries of the files it did
    /// not read (a `--patterns VIP` run leaves the other modules' analyses for the next whole
    /// run), and removes the caches of other tool builds or toolchains, which no later run will
    /// read. An entry is used only for the same bytes, so one kept for a file that changed or
    /// went is never wrong, only unused.
    public func save() throws {
        let entries = stored.merging(state.withLock { $0.current }) { _, read in read }
        let directory = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try JSONEncoder().encode(entries).write(to: URL(fileURLWithPath: file), options: .atomic)
        let name = (file as NSString).lastPathComponent
        for other in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        where other.hasPrefix("analyses-") && other.hasSuffix(".json") && other != name {
            try? FileManager.default.removeItem(atPath: "\(directory)/\(other)")
        }
    }
}
