import Foundation

/// Reading a cache file that may be missing or damaged: missing is an empty cache, damaged is an
/// empty cache and one warning line, never trusted.
enum CacheFile {
    /// The entries stored in `file`, empty when there is none; `warning` says a file was there
    /// and unreadable, in one line: `unreadable` names the cache, `consequence` what happens instead.
    static func read<Entry: Decodable>(
        _ type: [String: Entry].Type, from file: String, unreadable: String, consequence: String
    ) -> (entries: [String: Entry], warning: String?) {
        guard let data = FileManager.default.contents(atPath: file) else { return ([:], nil) }
        do {
            return (try JSONDecoder().decode(type, from: data), nil)
        } catch {
            return ([:], "metrics: ignoring the unreadable \(unreadable) \(file); \(consequence).")
        }
    }
}
