import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends a process and all its descendants by PID. `swift build` starts `swift-frontend` jobs
/// in process groups of their own, so signalling the group of the build leaves them running.
public enum ProcessTree {
    /// Every descendant of `root`, found through `/proc/<pid>/stat` (empty where `/proc` is missing).
    public static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry), let parent = parentPID(of: pid) else { continue }
            children[parent, default: []].append(pid)
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
            if family.allSatisfy({ kill($0, 0) != 0 || isZombie($0) }) { return }
            usleep(20_000)
        }
        for pid in family { kill(pid, SIGKILL) }
    }

    static func parentPID(of pid: pid_t) -> pid_t? {
        guard let fields = statFields(of: pid), fields.count > 1 else { return nil }
        return pid_t(fields[1])
    }

    static func isZombie(_ pid: pid_t) -> Bool {
        statFields(of: pid)?.first == "Z"
    }

    /// The fields of `/proc/<pid>/stat` after the command name: state, ppid, …
    private static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }
}
