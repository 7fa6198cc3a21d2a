import Foundation
import MetricsKit

/// Saves the participant's work before a command takes it out of the working tree: one commit
/// holding the working tree as it is (uncommitted changes and new files included, ignored files
/// not), on top of the commits made so far, on a new branch `workshop-backup/<label>-<n>`.
/// Made through a throw-away index, so neither the working tree nor what was staged changes.
struct WorkBackup {
    static let prefix = "workshop-backup/"

    var git: GitRepository
    /// `-c user.name=… -c user.email=…` when git has no identity configured.
    var identity: [String]

    /// The new branch's name.
    func save(label: String, message: String) throws -> String {
        let index = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-backup-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: index) }
        // A copy of the real index: what was staged stays staged in the backup, and git can
        // trust the stat data instead of reading every file again.
        let real = try git.run(["rev-parse", "--git-path", "index"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let realPath = real.hasPrefix("/") ? real : "\(git.directory)/\(real)"
        let scratch = git.usingIndex(at: index)
        if FileManager.default.fileExists(atPath: realPath) {
            try FileManager.default.copyItem(atPath: realPath, toPath: index)
        } else {
            try scratch.run(["read-tree", "HEAD"])
        }
        try scratch.run(["add", "--all"])
        let tree = try scratch.run(["write-tree"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let commit = try git.run(identity + ["commit-tree", tree, "-p", "HEAD", "-m", message])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let name = freeName(label: label)
        try git.run(["branch", name, commit])
        return name
    }

    /// The command that puts the saved files back into the working tree (run on the branch the
    /// work was on): every file as it was, new files as new files again.
    static func restoreCommand(_ branch: String) -> String {
        "git restore --source \(branch) --worktree -- :/"
    }

    /// `workshop-backup/<label>-1`, or the first number not taken yet.
    private func freeName(label: String) -> String {
        let base = Self.prefix + label
        var number = 1
        while git.succeeds(["rev-parse", "--verify", "--quiet", "refs/heads/\(base)-\(number)"]) { number += 1 }
        return "\(base)-\(number)"
    }
}
