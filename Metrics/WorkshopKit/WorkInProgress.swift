import Foundation
import MetricsKit

/// What the working tree holds beyond a commit: commits made since, uncommitted changes and
/// new files git does not ignore. A command that goes back to that commit would take them away.
struct WorkInProgress: Equatable, CustomStringConvertible {
    var changedFiles = 0
    var newFiles = 0
    var commits = 0

    var isEmpty: Bool { changedFiles + newFiles + commits == 0 }

    /// Reads `git status` (every new file, also inside new folders) and, with `start`, the
    /// commits made on top of it.
    init(git: GitRepository, since start: String?) throws {
        for line in try git.run(["status", "--porcelain", "--untracked-files=all"]).split(separator: "\n") {
            if line.hasPrefix("??") { newFiles += 1 } else { changedFiles += 1 }
        }
        if let start {
            commits = Int(try git.run(["rev-list", "--count", "\(start)..HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }
    }

    init(changedFiles: Int, newFiles: Int, commits: Int) {
        self.changedFiles = changedFiles
        self.newFiles = newFiles
        self.commits = commits
    }

    /// `2 changed files, 1 new file and 3 commits`.
    var description: String {
        let parts = [
            (changedFiles, "changed file"), (newFiles, "new file"), (commits, "commit"),
        ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        guard parts.count > 1 else { return parts.first ?? "nothing" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
}
