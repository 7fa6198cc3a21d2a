import Foundation
import MetricsKit

/// What keeps the participant's work from being lost: `start`, `solution --apply` and `reset`
/// take it out of the working tree only after asking (or `--yes`) and saving it on a backup
/// branch, and an exercise never starts on top of another one.
extension Workshop {
    /// The working tree and the branch back at `revision`: commits after it, uncommitted
    /// changes and new files go (ignored files stay). Only after `saveWork`.
    func clean(to revision: String) throws {
        try git.run(["reset", "--quiet", "--hard", revision])
        try git.run(["clean", "-fdq"])
    }

    /// Before `command` takes the participant's work out of the working tree (everything since
    /// `start`, or only what is uncommitted without one): nil when there is none; otherwise asks
    /// (or takes --yes), saves the work on a backup branch and returns its name.
    func saveWork(before command: String, since start: String?, on branch: String) throws -> String? {
        let work = try WorkInProgress(git: git, since: start)
        guard !work.isEmpty else { return nil }
        switch consent {
        case .given:
            break
        case let .ask(ask):
            let question = "`\(command)` takes your work (\(work)) out of the working tree; it is saved on a backup branch first. Go on? [y/N] "
            guard ask(question) else { throw WorkshopError.declined(command: command) }
        case .unavailable:
            throw WorkshopError.needsConsent(command: command, work: work.description)
        }
        let label = branch.isEmpty ? "detached-HEAD" : String(branch.dropFirst(branch.hasPrefix(WorkshopBranch.prefix) ? WorkshopBranch.prefix.count : 0))
        let backup = WorkBackup(git: git, identity: identity)
        return try backup.save(label: label, message: "Workshop backup before `\(command)` on \(branch.isEmpty ? "a detached HEAD" : branch): \(work)")
    }

    /// How to get the saved work back; `switchTo` names the branch it was on when the command
    /// left that branch.
    func restoreHint(_ backup: String, switchTo branch: String? = nil) -> String {
        let switchFirst = branch.map { "git switch \($0), then " } ?? ""
        let on = branch.map { " on \($0)" } ?? ""
        return "Your work\(on) is saved on branch \(backup). To get it back: \(switchFirst)\(WorkBackup.restoreCommand(backup))\n"
    }

    /// An exercise starts from the branch the workshop started from, never on top of another
    /// exercise's shared part: on a workshop branch, says which branch to go back to.
    func requireNotOnAWorkshopBranch(_ name: String) throws {
        guard name.hasPrefix(WorkshopBranch.prefix) else { return }
        let recorded = (try? git.run(["config", WorkshopBranch.baseKey(of: name)]))?.trimmingCharacters(in: .whitespacesAndNewlines)
        throw WorkshopError.onAWorkshopBranch(name, switchTo: recorded.flatMap { $0.isEmpty ? nil : $0 } ?? startedFrom(name))
    }

    /// For a branch made before the base was recorded: a branch (not a workshop one) that holds
    /// the commit the exercise's start commit was made on, main first; else that commit itself.
    func startedFrom(_ branch: String) -> String? {
        guard let start = (try? git.run(["config", WorkshopBranch.startKey(of: branch)]))?.trimmingCharacters(in: .whitespacesAndNewlines),
              !start.isEmpty
        else { return nil }
        let names = ((try? git.run(["for-each-ref", "--contains", "\(start)^", "--format=%(refname:short)", "refs/heads/"])) ?? "")
            .split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix(WorkshopBranch.prefix) && !$0.hasPrefix(WorkBackup.prefix) }
        if let name = names.first(where: { $0 == "main" }) ?? names.first { return name }
        return (try? git.run(["rev-parse", "--short", "\(start)^"])).map { "--detach \($0.trimmingCharacters(in: .whitespacesAndNewlines))" }
    }
}
