import Foundation
import TestSupport
import Testing

/// The layers as the dependency rule wants them, checked in the sources: Domain sees Core's
/// entities but not its SQLite half, and imports no outer layer; Presentation never reaches
/// Data. The target graph forbids most of this already; Core's two halves it cannot split.
@Suite struct DependencyRuleTests {
    static let cleanModule = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Modules/Countries/Clean")

    @Test(arguments: ["Domain", "Presentation"])
    func onlyDataAndDINameCoresStorage(_ layer: String) throws {
        let sources = try SourceFiles(in: Self.cleanModule.appending(path: layer))
        let storage = ["CountryRepository", "FavouritesRepository", "CountriesRepositories", "CountriesDatabase", "SQLite", "GRDB"]

        #expect(!sources.files.isEmpty)
        #expect(sources.files(containing: storage) == [:])
    }

    @Test func theDomainStaysInnermost() throws {
        let domain = try SourceFiles(in: Self.cleanModule.appending(path: "Domain"))
        let outer = ["TerminalUI", "CountriesUI", "CountriesCleanData", "CountriesCleanPresentation", "CountriesCleanDI"]

        #expect(domain.files(importing: outer) == [:])
    }

    @Test func presentationReachesNeitherDataNorDI() throws {
        let presentation = try SourceFiles(in: Self.cleanModule.appending(path: "Presentation"))

        #expect(presentation.files(importing: ["CountriesCleanData", "CountriesCleanDI"]) == [:])
    }
}
