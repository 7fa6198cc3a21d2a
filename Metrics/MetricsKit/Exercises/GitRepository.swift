import Foundation

/// The git commands the exercises need, run in one working tree.
public struct GitRepository: Sendable {
    public var directory: String
    /// The environment git runs with; nil inherits this process's (`GIT_INDEX_FILE` points git
    /// at a throw-away index).
    public var environment: [String: String]?

    public init(directory: String, environment: [String: String]? = nil) {
        self.directory = directory
        self.environment = environment
    }

    /// Runs `git <arguments>` and returns its output; throws with git's own message.
    @discardableResult
    public func run(_ arguments: [String]) throws -> String {
        try Subprocess("git", ["-C", directory] + arguments, environment: environment).output()
    }

    /// The same working tree with `index` as git's index (`GIT_INDEX_FILE`): what runs there
    /// leaves the real index, and so what the participant staged, alone.
    public func usingIndex(at index: String) -> GitRepository {
        var environment = environment ?? ProcessInfo.processInfo.environment
        environment["GIT_INDEX_FILE"] = index
        return GitRepository(directory: directory, environment: environment)
    }

    public func succeeds(_ arguments: [String]) -> Bool {
        (try? run(arguments)) != nil
    }

    /// Nil when `git <arguments>` succeeds; otherwise what went wrong, in git's own words.
    public func problem(_ arguments: [String]) -> String? {
        do {
            try run(arguments)
            return nil
        } catch {
            return Self.firstLine(of: error)
        }
    }

    /// The line of a failure worth showing: git's first `error:` line, or the first line.
    public static func firstLine(of error: any Error) -> String {
        let text: String = if case let SubprocessError.failed(_, _, output) = error { output } else { "\(error)" }
        let lines = text.split(separator: "\n")
        return String((lines.first { $0.contains("error:") } ?? lines.first ?? "").prefix(200))
    }

    /// The paths a patch changes, without applying it: the files it edits, adds or deletes, and
    /// both ends of a rename (git's `--numstat` names only the new one).
    public func paths(ofPatch patch: String) throws -> [String] {
        let paths = try run(["apply", "--numstat", patch]).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 2)
            return fields.count == 3 ? String(fields[2]) : nil
        }
        let sources = try Self.renames(inPatch: patch).keys.sorted()
        return paths + sources.filter { !paths.contains($0) }
    }

    /// The files a patch renames, old path → new path, from its `rename from` / `rename to` lines.
    public static func renames(inPatch patch: String) throws -> [String: String] {
        let text = try String(contentsOfFile: patch, encoding: .utf8)
        var renames: [String: String] = [:]
        var from: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git ") {
                from = nil
            } else if line.hasPrefix("rename from ") {
                from = unquoted(line.dropFirst("rename from ".count))
            } else if line.hasPrefix("rename to "), let source = from {
                renames[source] = unquoted(line.dropFirst("rename to ".count))
                from = nil
            }
        }
        return renames
    }

    /// A path as git writes it in a patch header: in double quotes when it has unusual characters.
    private static func unquoted(_ path: Substring) -> String {
        guard path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") else { return String(path) }
        return String(path.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// A file's text at `revision`, or nil when it does not exist there.
    public func text(of path: String, at revision: String) -> String? {
        try? run(["show", "\(revision):\(path)"])
    }

    /// A file's text in the working tree, or nil when it does not exist.
    public func workingText(of path: String) -> String? {
        FileManager.default.contents(atPath: "\(directory)/\(path)").map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file the working tree changes against `revision`: tracked changes and new files
    /// git does not ignore, each with its text before and after.
    public func changes(since revision: String) throws -> [FileChange] {
        let tracked = try run(["diff", "--name-only", "--no-renames", revision]).split(separator: "\n").map(String.init)
        let untracked = try run(["ls-files", "--others", "--exclude-standard"]).split(separator: "\n").map(String.init)
        return Set(tracked + untracked).sorted().map { path in
            FileChange(path: path, before: text(of: path, at: revision), after: workingText(of: path))
        }
    }
}
