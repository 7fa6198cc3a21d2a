import Foundation

/// Reads the package manifest through `swift package dump-package`, the same way SwiftPM
/// sees it. The JSON is cached under the scratch folder keyed by a hash of the manifest files
/// and the toolchain, because evaluating a manifest costs ~0.6 s and `--quick` has a 2 s budget.
public struct ManifestLoader: Sendable {
    public var root: String
    public var cacheDirectory: String?
    public var toolchain: Toolchain

    public init(root: String, cacheDirectory: String?, toolchain: Toolchain) {
        self.root = root
        self.cacheDirectory = cacheDirectory
        self.toolchain = toolchain
    }

    public func load() throws -> PackageManifest {
        let key = try cacheKey()
        let cacheFile = cacheDirectory.map { "\($0)/manifest-\(key).json" }
        if let cacheFile, let data = FileManager.default.contents(atPath: cacheFile),
           let manifest = try? JSONDecoder().decode(PackageManifest.self, from: data) {
            return manifest
        }
        // A scratch path of its own: SwiftPM locks the package's `.build` while it builds or
        // runs tests, and dump-package would wait for that lock (forever, when the metrics'
        // own tests run under `swift test` on this package).
        let scratch = (cacheDirectory ?? FileManager.default.temporaryDirectory.path) + "/dump-package"
        let json = try Subprocess(toolchain.swift, ["package", "--package-path", root, "--scratch-path", scratch, "dump-package"]).output()
        guard let start = json.firstIndex(of: "{") else {
            throw MetricsError.manifest("swift package dump-package printed no JSON:\n\(json.prefix(2_000))")
        }
        let data = Data(json[start...].utf8)
        let manifest: PackageManifest
        do {
            manifest = try JSONDecoder().decode(PackageManifest.self, from: data)
        } catch {
            throw MetricsError.manifest("cannot read the output of dump-package: \(error)")
        }
        if let cacheFile, let cacheDirectory {
            try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
            try? data.write(to: URL(fileURLWithPath: cacheFile), options: .atomic)
        }
        return manifest
    }

    /// FNV-1a over every root `Package*.swift` and the toolchain's identity.
    private func cacheKey() throws -> String {
        var hash = StableHash()
        let manifests = try FileManager.default.contentsOfDirectory(atPath: root)
            .filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }
            .sorted()
        guard !manifests.isEmpty else { throw MetricsError.manifest("no Package.swift in \(root)") }
        for name in manifests {
            hash.combine(name)
            hash.combine(FileManager.default.contents(atPath: "\(root)/\(name)") ?? Data())
        }
        hash.combine(toolchain.identity)
        return hash.hexDigest
    }
}

/// FNV-1a, 64 bits: a stable (not per-process seeded) hash for cache keys.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ data: Data) {
        combine(bytes: data)
    }

    mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    mutating func combine(_ string: String) { combine(Data(string.utf8)) }

    var hexDigest: String { String(value, radix: 16) }
}
