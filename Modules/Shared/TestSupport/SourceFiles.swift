import Foundation

/// The Swift sources below a folder, for tests that check what code says about itself:
/// which modules a layer imports, which types it names.
public struct SourceFiles: Sendable {
    /// Each file's path below the folder, and its text.
    public let files: [String: String]

    /// Reads every `.swift` file below `folder`.
    public init(in folder: URL) throws {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var files: [String: String] = [:]
        for path in paths where path.hasSuffix(".swift") {
            files[path] = try String(contentsOf: folder.appending(path: path), encoding: .utf8)
        }
        self.files = files
    }

    /// For each file that contains any of `words`, the words it contains (empty if none does).
    public func files(containing words: [String]) -> [String: [String]] {
        files.compactMapValues { text in
            let found = words.filter { text.contains($0) }
            return found.isEmpty ? nil : found
        }
    }

    /// The files that import any of `modules`, with the modules they import.
    public func files(importing modules: [String]) -> [String: [String]] {
        files.compactMapValues { text in
            let lines = Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
            let found = modules.filter { lines.contains("import \($0)") || lines.contains("@testable import \($0)") }
            return found.isEmpty ? nil : found
        }
    }
}
