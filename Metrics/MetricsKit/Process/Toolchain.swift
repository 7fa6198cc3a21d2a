import Foundation

/// The Swift toolchain the run uses: `swift` on PATH, and the `llvm-cov` / `llvm-profdata`
/// that sit next to it (Debian's `llvm-cov` first on PATH is LLVM 14 and cannot read the profiles).
public struct Toolchain: Sendable, Equatable {
    /// `swift` as found on PATH.
    public var swift: String
    /// The folder of the real `swift` binary (symlinks resolved).
    public var binDirectory: String
    /// Path and modification time of the real binary: changes when the toolchain does.
    public var identity: String

    public init(swift: String, binDirectory: String, identity: String) {
        self.swift = swift
        self.binDirectory = binDirectory
        self.identity = identity
    }

    public var llvmCov: String { "\(binDirectory)/llvm-cov" }
    public var llvmProfdata: String { "\(binDirectory)/llvm-profdata" }

    /// Finds `swift` on PATH.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Toolchain {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swift"
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            let real = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
            let attributes = try? FileManager.default.attributesOfItem(atPath: real)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return Toolchain(
                swift: candidate, binDirectory: (real as NSString).deletingLastPathComponent,
                identity: "\(real)@\(Int(modified))"
            )
        }
        throw MetricsError.toolchain("no `swift` on PATH")
    }

    /// `swift --version`'s first line, cached in `cacheDirectory` for this toolchain.
    public func version(cacheDirectory: String?) -> String {
        var hash = StableHash()
        hash.combine(identity)
        let cacheFile = cacheDirectory.map { "\($0)/toolchain-\(hash.hexDigest).txt" }
        if let cacheFile, let cached = try? String(contentsOfFile: cacheFile, encoding: .utf8), !cached.isEmpty {
            return cached
        }
        let output: String = (try? Subprocess(swift, ["--version"]).output()) ?? "unknown"
        let lines: [Substring] = output.split(separator: "\n")
        let line: String = lines.first { $0.contains("Swift version") }.map(String.init) ?? lines.first.map(String.init) ?? "unknown"
        if let cacheFile, let cacheDirectory {
            try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
            try? line.write(toFile: cacheFile, atomically: true, encoding: .utf8)
        }
        return line
    }
}
