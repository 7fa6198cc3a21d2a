import Foundation

/// Where and when a report was measured. Every report format prints all of it.
public struct RunEnvironment: Codable, Sendable, Equatable {
    public var commit: String
    /// True when the working tree had uncommitted changes.
    public var dirty: Bool
    public var toolchain: String
    public var os: String
    public var cpuModel: String
    public var cpuCount: Int
    public var memoryGB: Double
    /// ISO 8601, UTC.
    public var date: String

    public init(
        commit: String, dirty: Bool, toolchain: String, os: String, cpuModel: String, cpuCount: Int,
        memoryGB: Double, date: String
    ) {
        self.commit = commit
        self.dirty = dirty
        self.toolchain = toolchain
        self.os = os
        self.cpuModel = cpuModel
        self.cpuCount = cpuCount
        self.memoryGB = memoryGB
        self.date = date
    }

    /// Reads the machine, the toolchain and the git state of `root`; changes under `ignoring`
    /// (paths relative to `root`) do not make it dirty.
    public static func current(
        root: String, toolchain: Toolchain, cacheDirectory: String?, ignoring: [String] = [], now: Date = Date()
    ) -> RunEnvironment {
        let commit = (try? Subprocess("git", ["-C", root, "rev-parse", "HEAD"]).output())?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
        let pathspec = ["--", "."] + ignoring.map { ":(exclude)\($0)" }
        let status = (try? Subprocess("git", ["-C", root, "status", "--porcelain", "--untracked-files=no"] + pathspec).output()) ?? ""
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return RunEnvironment(
            commit: commit.isEmpty ? "unknown" : commit,
            dirty: !status.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
            toolchain: toolchain.version(cacheDirectory: cacheDirectory),
            os: operatingSystem(),
            cpuModel: cpuModel(),
            cpuCount: ProcessInfo.processInfo.activeProcessorCount,
            memoryGB: (Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824 * 10).rounded() / 10,
            date: formatter.string(from: now)
        )
    }

    static func operatingSystem() -> String {
        var name = ProcessInfo.processInfo.operatingSystemVersionString
        if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
           let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") }) {
            name = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        var system = utsname()
        uname(&system)
        let kernel = withUnsafeBytes(of: &system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(name) (kernel \(kernel), \(machine))"
    }

    static func cpuModel() -> String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
              let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
              let colon = line.firstIndex(of: ":")
        else { return "unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
