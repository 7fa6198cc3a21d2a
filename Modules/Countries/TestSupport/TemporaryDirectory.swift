import Foundation

/// A fresh directory under the system's temporary folder, for tests that need database
/// files (reopening, corrupt files). Remove it with ``remove()`` or use
/// ``withTemporaryDirectory(_:)``.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("CountriesTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of a file named `name` inside the directory (not created).
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a fresh ``TemporaryDirectory`` and removes it afterwards, whether
/// `body` returns or throws.
public func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) async throws -> T) async throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try await body(directory)
}
