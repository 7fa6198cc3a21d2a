import Foundation

/// The git commands the exercises need, run in one working tree.
public struct GitRepository: Sendable {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// Runs `git <arguments>` and returns its output; throws with git's own message.
    @discardableResult
    public func run(_ arguments: [String]) throws -> String {
        try Subprocess("git", ["-C", directory] + arguments).output()
    }

    public func succeeds(_ arguments: [String]) -> Bool {
        (try? run(arguments)) != nil
    }

    /// The paths a patch changes, without applying it.
    public func paths(ofPatch patch: String) throws -> [String] {
        try run(["apply", "--numstat", patch]).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 2)
            return fields.count == 3 ? String(fields[2]) : nil
        }
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
