import Foundation
import Testing

/// The dependency rule, where the compiler cannot hold it alone: Domain sees Core's
/// entities, and Core also holds the SQLite repositories, so this checks that only Data
/// and DI name them — and that the Domain imports neither an outer layer nor the toolkit.
@Suite struct DependencyRuleTests {
    static let clean = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Modules/Countries/Clean")

    static func sources(of layer: String) throws -> [(file: String, text: String)] {
        let folder = clean.appending(path: layer)
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") }.map { file in
            (file, try String(contentsOf: folder.appending(path: file), encoding: .utf8))
        }
    }

    @Test(arguments: ["Domain", "Presentation"])
    func innerLayersNeverNameTheStorage(_ layer: String) throws {
        let storage = ["CountryRepository", "FavouritesRepository", "CountriesRepositories", "CountriesDatabase", "SQLite", "import GRDB"]
        let sources = try Self.sources(of: layer)
        #expect(!sources.isEmpty)
        for (file, text) in sources {
            let named = storage.filter { text.contains($0) }
            #expect(named.isEmpty, "\(layer)/\(file) names \(named)")
        }
    }

    @Test func theDomainImportsNoOuterLayerAndNoToolkit() throws {
        let outer = ["TerminalUI", "CountriesUI", "CountriesCleanData", "CountriesCleanPresentation"]
        for (file, text) in try Self.sources(of: "Domain") {
            let imported = outer.filter { text.contains("import \($0)\n") }
            #expect(imported.isEmpty, "Domain/\(file) imports \(imported)")
        }
    }
}
