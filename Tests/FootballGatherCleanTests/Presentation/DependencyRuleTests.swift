import Foundation
import TestSupport
import Testing

/// The dependency rule, where the compiler cannot hold it alone. The targets already keep
/// Domain from importing Presentation, Data or the toolkit; but Domain must see Core's
/// entities, and Core also holds the SQLite repositories — so this test checks that only
/// Data and DI name them.
@Suite struct DependencyRuleTests {
    static func layer(_ name: String) throws -> SourceFiles {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let root = tests.deletingLastPathComponent().deletingLastPathComponent()
        return try SourceFiles(in: root.appending(path: "Modules/FootballGather/Clean/\(name)"))
    }

    @Test(arguments: ["Domain", "Presentation"])
    func innerLayersNeverNameCoresStorage(_ name: String) throws {
        let sources = try Self.layer(name)

        #expect(!sources.files.isEmpty)
        #expect(sources.files(containing: [
            "UserRepository", "SettingsRepository", "PlayerRepository", "GatherRepository",
            "FootballGatherRepositories", "FootballGatherDatabase", "SQLite", "GRDB",
        ]) == [:])
    }

    @Test func theDomainImportsNeitherAnOuterLayerNorTheToolkit() throws {
        let outer = [
            "TerminalUI", "FootballGatherUI",
            "FootballGatherCleanData", "FootballGatherCleanPresentation", "FootballGatherCleanDI",
        ]

        #expect(try Self.layer("Domain").files(importing: outer) == [:])
    }

    @Test func presentationNeverImportsData() throws {
        #expect(try Self.layer("Presentation").files(importing: ["FootballGatherCleanData", "FootballGatherCleanDI"]) == [:])
    }
}
