import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes
/// away: for tests of database files.
public final class TemporaryFolder: Sendable {
    /// The folder's path.
    public let path: String

    public init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("FootballGatherTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `name` inside the folder (not created).
    public func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
