import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends a process and all its descendants by PID. `swift build` starts `swift-frontend` jobs
/// in process groups of their own, so signalling the group of the build leaves them running.
///
/// The process table comes from `/proc` on Linux and from `ps` where there is no `/proc`
/// (macOS), so a cancelled run ends its compiler jobs on both.
public enum ProcessTree {
    /// One row of the process table.
    struct Entry: Equatable {
        var pid: pid_t
        var parent: pid_t
        var isZombie: Bool
    }

    /// Every descendant of `root` (empty when no process table can be read).
    public static func descendants(of root: pid_t) -> [pid_t] {
        descendants(of: root, in: table())
    }

    static func descendants(of root: pid_t, in table: [Entry]) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for entry in table {
            children[entry.parent, default: []].append(entry.pid)
        }
        var result: [pid_t] = []
        var queue = [root]
        while let next = queue.popLast() {
            let direct = children[next] ?? []
            result += direct
            queue += direct
        }
        return result
    }

    /// Sends SIGTERM to `root` and its descendants, then SIGKILL to whatever is left after a grace period.
    public static func terminate(root: pid_t, grace: Duration = .seconds(2)) {
        let family = descendants(of: root) + [root]
        for pid in family { kill(pid, SIGTERM) }
        let deadline = ContinuousClock.now + grace
        while ContinuousClock.now < deadline {
            let zombies = zombies(among: family)
            if family.allSatisfy({ kill($0, 0) != 0 || zombies.contains($0) }) { return }
            usleep(20_000)
        }
        for pid in family { kill(pid, SIGKILL) }
    }

    /// Which of `pids` are zombies: each one's own `/proc/<pid>/stat` where there is `/proc`
    /// (this runs every 20 ms while a build ends, so it reads no other process), else one `ps`.
    static func zombies(among pids: [pid_t]) -> Set<pid_t> {
        guard FileManager.default.fileExists(atPath: "/proc/self/stat") else {
            return Set((psTable() ?? []).filter(\.isZombie).map(\.pid))
        }
        return Set(pids.filter { statFields(of: $0)?.first == "Z" })
    }

    /// The process table from `/proc`, else from `ps`; empty when neither can be read.
    static func table() -> [Entry] {
        procTable() ?? psTable() ?? []
    }

    /// Every process in `/proc`; nil where there is no `/proc` (macOS).
    static func procTable() -> [Entry]? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), let fields = statFields(of: pid), fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
            return Entry(pid: pid, parent: parent, isZombie: fields[0] == "Z")
        }
    }

    /// Every process as `ps` lists it (POSIX options, the same on macOS and Linux); nil when it cannot run.
    static func psTable() -> [Entry]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-A", "-o", "pid=", "-o", "ppid=", "-o", "stat="]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return parse(psOutput: String(decoding: output, as: UTF8.self))
    }

    /// Rows of `pid ppid stat`; a state starting with `Z` is a zombie. Lines that do not read are skipped.
    static func parse(psOutput: String) -> [Entry] {
        psOutput.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 3, let pid = pid_t(fields[0]), let parent = pid_t(fields[1]) else { return nil }
            return Entry(pid: pid, parent: parent, isZombie: fields[2].hasPrefix("Z"))
        }
    }

    /// The fields of `/proc/<pid>/stat` after the command name: state, ppid, …
    private static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }
}
