import Foundation
import Testing

/// One scripted walk through an app, stored as `Journeys/<app>/<name>.script`, with its
/// golden transcript at `Goldens/<app>/<name>.txt`.
///
/// A first line `# launch-link: <url>` opens that link at launch, like `--open`.
struct Journey: Sendable, CustomTestStringConvertible {
    let app: String
    let name: String

    var testDescription: String { "\(app)/\(name)" }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    var scriptURL: URL { Self.folder.appending(path: "Journeys/\(app)/\(name).script") }
    var goldenURL: URL { Self.folder.appending(path: "Goldens/\(app)/\(name).txt") }

    /// Every journey of `app`, in name order.
    static func all(of app: String) -> [Journey] {
        let directory = folder.appending(path: "Journeys/\(app)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".script") }.sorted().map {
            Journey(app: app, name: String($0.dropLast(".script".count)))
        }
    }

    func lines() throws -> [String] {
        try String(contentsOf: scriptURL, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// The link given by a `# launch-link:` first line, if any.
    func launchLink() throws -> String? {
        let prefix = "# launch-link:"
        guard let first = try lines().first, first.hasPrefix(prefix) else { return nil }
        return first.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }

    func golden() -> String? {
        try? String(contentsOf: goldenURL, encoding: .utf8)
    }

    func record(_ transcript: String) throws {
        try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try transcript.write(to: goldenURL, atomically: true, encoding: .utf8)
    }
}
