import Foundation
import MetricsKit

/// The fixture packages under `Tests/MetricsKitTests/Fixtures`, copied to a temporary folder
/// before use so builds and caches never land in the source tree and tests cannot collide.
struct Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    let root: String

    /// A fresh copy of the fixture called `name`.
    static func copy(_ name: String) throws -> Fixture {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("metrics-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let target = destination.appendingPathComponent(name)
        try FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: target)
        return Fixture(root: target.path)
    }

    /// The fixture as the metrics see it (manifest read through `swift package dump-package`).
    func workspace() throws -> Workspace {
        let toolchain = try Toolchain.locate()
        let manifest = try ManifestLoader(root: root, cacheDirectory: nil, toolchain: toolchain).load()
        return try WorkspaceLayout().classify(manifest: manifest, root: root, files: SourceLister(root: root))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }

    /// The same environment every time, so rendered reports can be compared with snapshots.
    static let environment = RunEnvironment(
        commit: "0123456789abcdef0123456789abcdef01234567", dirty: false, toolchain: "Swift version 6.x (fixture)",
        os: "Fixture OS", cpuModel: "Fixture CPU", cpuCount: 2, memoryGB: 8, date: "2026-01-01T00:00:00Z"
    )
}
