import Foundation

/// Results of a phase whose figures cannot depend on the machine (test verdicts, change cost),
/// each kept with the fingerprint of every input it read (``InputFingerprint``): a re-run takes
/// a result back only for the very same inputs, and measures the rest again.
///
/// One JSON file per phase in the cache folder. A run that measures some results keeps the
/// others (a `--patterns MVVM` run leaves the other patterns' results in place). A file that
/// cannot be read is ignored with one warning line and replaced: it is never trusted.
public final class ResultCache<Value: Codable & Sendable> {
    struct Entry: Codable {
        var fingerprint: String
        /// When the result was measured (ISO 8601), for the report's note.
        var measured: String
        var value: Value
    }

    /// The cache file this run reads and ``save()`` writes.
    public let file: String
    /// Why the stored cache was not used, if it was there and unreadable: one line.
    public let warning: String?
    private var entries: [String: Entry]
    /// The ids this run took from the cache, in the order asked.
    public private(set) var reused: [String] = []
    private let reading: Bool
    private let now: () -> Date

    /// Reads `<directory>/results-<phase>.json`; nothing stored yet is an empty cache. With
    /// `reading` false the stored results are neither used nor lost.
    public init(directory: String, phase: String, reading: Bool = true, now: @escaping () -> Date = Date.init) {
        file = "\(directory)/results-\(phase).json"
        self.reading = reading
        self.now = now
        (entries, warning) = CacheFile.read([String: Entry].self, from: file, unreadable: "result cache", consequence: "its results are measured again")
    }

    /// Opens the cache of `phase`, says in one line when the stored one could not be read, hands
    /// it to `body`, and, with `saving`, saves it once `body` returns (a phase that failed keeps
    /// what was kept before).
    static func using<Result>(
        directory: String, phase: String, reading: Bool, saving: Bool, _ body: (ResultCache) throws -> Result
    ) rethrows -> Result {
        let cache = ResultCache(directory: directory, phase: phase, reading: reading)
        if let warning = cache.warning { StandardErrorLog.line(warning) }
        let result = try body(cache)
        if saving { cache.saveReporting() }
        return result
    }

    /// The stored result for `id` when it was measured from inputs with this `fingerprint` and
    /// is `usable` (holds what this run needs).
    public func value(for id: String, fingerprint: String, where usable: (Value) -> Bool = { _ in true }) -> Value? {
        guard reading, let entry = entries[id], entry.fingerprint == fingerprint, usable(entry.value) else { return nil }
        reused.append(id)
        return entry.value
    }

    /// When the stored result for `id` was measured, if there is one.
    public func measured(_ id: String) -> String? { entries[id]?.measured }

    /// Keeps `value`, measured now from inputs with this `fingerprint`, for ``save()``.
    public func store(_ value: Value, for id: String, fingerprint: String) {
        entries[id] = Entry(fingerprint: fingerprint, measured: ISO8601DateFormatter().string(from: now()), value: value)
    }

    /// Saves, or says in one line on standard error that it could not: the results only save
    /// time, so the run goes on.
    func saveReporting() {
        do {
            try save()
        } catch {
            StandardErrorLog.write("metrics: could not save the result cache \(file): \(SourceText.describe(error)).\n")
        }
    }

    /// Writes every result, atomically.
    public func save() throws {
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(entries).write(to: URL(fileURLWithPath: file), options: .atomic)
    }
}
