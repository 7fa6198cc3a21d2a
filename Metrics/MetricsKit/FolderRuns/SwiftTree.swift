import Foundation

/// The Swift files of a plain folder (no Package.swift): every `.swift` file below it, hidden
/// files and folders (`.build`, `.git`) left out, split into sources and tests.
public struct SwiftTree: Sendable, Equatable {
    /// Absolute, standardised.
    public var root: String
    /// Relative to `root`, sorted.
    public var sources: [String]
    public var tests: [String]
    /// Folders below the root that could not be read (relative to it): reported, not measured.
    public var unreadable: [SkippedFile] = []

    /// Lists the folder at `root` (absolute). Throws a one-line error when it is missing,
    /// not a folder, cannot be read, or holds no Swift file.
    public static func list(_ root: String) throws -> SwiftTree {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
            throw MetricsError.options("--path \(root): no such folder")
        }
        guard isDirectory.boolValue else { throw MetricsError.options("--path \(root): not a folder") }
        let listing = SwiftFileWalker().walk(base: root, relative: "")
        if let top = listing.unreadable.first(where: { $0.path == "." }) {
            throw MetricsError.options("--path \(root): \(top.reason)")
        }
        guard !listing.files.isEmpty else {
            let unreadable = listing.unreadable.map { "; \($0.line)" }.joined()
            throw MetricsError.options("--path \(root): no Swift file in it (hidden folders are skipped\(unreadable))")
        }
        let files = listing.files
        return SwiftTree(
            root: root, sources: files.filter { !isTestFile($0) }, tests: files.filter(isTestFile), unreadable: listing.unreadable
        )
    }

    /// Test code, not a role: a file inside a folder whose name ends in `Tests` (`PlayersTests/`,
    /// `UITests/`), or a file named `…Tests.swift` or `…Test.swift`. `relative` is below the root,
    /// so the measured folder's own name does not count.
    public static func isTestFile(_ relative: String) -> Bool {
        let components = relative.split(separator: "/")
        guard let name = components.last else { return false }
        return components.dropLast().contains { $0.hasSuffix("Tests") }
            || name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift")
    }

    /// Files whose last line has no final newline: `wc -l` counts newline characters, so it
    /// counts one line fewer for each of them than the report's physical lines.
    public static func filesWithoutFinalNewline(_ paths: [String]) -> Int {
        paths.reduce(0) { count, path in
            guard let handle = FileHandle(forReadingAtPath: path) else { return count }
            defer { try? handle.close() }
            guard let end = try? handle.seekToEnd(), end > 0 else { return count }
            try? handle.seek(toOffset: end - 1)
            let last = (try? handle.read(upToCount: 1)) ?? Data()
            return last == Data([UInt8(ascii: "\n")]) ? count : count + 1
        }
    }
}
