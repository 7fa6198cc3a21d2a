import Foundation

/// How much of the machine other work uses, sampled from `/proc/stat` over a short window just
/// before the build timing starts. A load average would not do: it decays over minutes, so
/// right after the run's own builds and tests it reports the run itself as "other work".
public struct MachineLoad: Sendable, Equatable {
    /// Busy share of all cores over the window, 0...1.
    public var busyShare: Double
    public var cores: Int

    /// Cores' worth of busy time (2 cores, half busy: 1.0).
    public var busyCores: Double { busyShare * Double(cores) }

    /// Samples `/proc/stat` twice, `window` apart; nil where there is no `/proc/stat`.
    public static func sample(window: Duration = .seconds(2)) -> MachineLoad? {
        guard let first = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        Thread.sleep(forTimeInterval: window.seconds)
        guard let second = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let share = busyShare(from: first, to: second)
        else { return nil }
        return MachineLoad(busyShare: share, cores: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The busy share between two readings of `/proc/stat`: its first line sums every core's
    /// jiffies (user nice system idle iowait irq softirq steal …); idle and iowait are not busy.
    static func busyShare(from first: String, to second: String) -> Double? {
        guard let before = jiffies(first), let after = jiffies(second), after.total > before.total else { return nil }
        let total = Double(after.total - before.total)
        let idle = Double(after.idle - before.idle)
        return min(max((total - idle) / total, 0), 1)
    }

    private static func jiffies(_ stat: String) -> (total: UInt64, idle: UInt64)? {
        guard let line = stat.split(separator: "\n").first, line.hasPrefix("cpu ") else { return nil }
        let fields = line.split(separator: " ").dropFirst().compactMap { UInt64($0) }
        guard fields.count >= 5 else { return nil }
        // guest and guest_nice (fields 9 and 10) are already counted in user and nice.
        let counted = fields.prefix(8)
        return (counted.reduce(0, +), fields[3] + fields[4])
    }

    /// The report's note when other work used more than half the machine.
    public var note: String? {
        guard busyShare > 0.5 else { return nil }
        return String(
            format: "The machine was busy when build timing started: other work used %.1f of its %d cores (sampled over 2 s). Build times are inflated and noisier.",
            busyCores, cores
        )
    }
}
