import Foundation
import Testing

/// The dependency rule, where the compiler cannot hold it alone. The targets already keep
/// Domain from importing Presentation, Data or the toolkit; but Domain must see Core's
/// entities, and Core also holds the SQLite repositories — so this test checks that only
/// Data and DI name them.
@Suite struct DependencyRuleTests {
    static let clean = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Modules/FootballGather/Clean")

    /// Core's storage side: its repository protocols, their SQLite implementations, the database.
    static let storageNames = [
        "UserRepository", "SettingsRepository", "PlayerRepository", "GatherRepository",
        "FootballGatherRepositories", "FootballGatherDatabase", "SQLite", "import GRDB",
    ]

    static func sources(of layer: String) throws -> [(file: String, text: String)] {
        let folder = clean.appending(path: layer)
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.map { file in
            (file, try String(contentsOf: folder.appending(path: file), encoding: .utf8))
        }
    }

    @Test(arguments: ["Domain", "Presentation"])
    func innerLayersNeverNameTheStorage(_ layer: String) throws {
        let sources = try Self.sources(of: layer)
        #expect(!sources.isEmpty)
        for (file, text) in sources {
            for name in Self.storageNames {
                #expect(!text.contains(name), "\(layer)/\(file) names \(name)")
            }
        }
    }

    @Test func theDomainImportsNoOuterLayerAndNoToolkit() throws {
        for (file, text) in try Self.sources(of: "Domain") {
            for module in ["TerminalUI", "FootballGatherUI", "FootballGatherCleanData", "FootballGatherCleanPresentation"] {
                #expect(!text.contains("import \(module)"), "Domain/\(file) imports \(module)")
            }
        }
    }
}
