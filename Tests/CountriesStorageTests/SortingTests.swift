import CountriesModel
import CountriesTestSupport
import Foundation
import Testing

@Suite struct SortingTests {
    let countries: any CountryRepository

    init() throws {
        countries = try CountriesRepositories.test().countries
    }

    private func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    @Test func listIsSortedByNameIgnoringCaseAndDiacritics() async throws {
        let names = try await countries.allCountries().names
        let keys = names.map(fold)
        #expect(keys == keys.sorted())
    }

    @Test func alandIslandsSortsWithTheAs() async throws {
        let names = try await countries.allCountries().names
        let index = try #require(names.firstIndex(of: "Åland Islands"))
        #expect(names[index - 1] == "Afghanistan")
        #expect(names[index + 1] == "Albania")
    }

    @Test func coteDIvoireSortsBetweenCostaRicaAndCroatia() async throws {
        let names = try await countries.allCountries().names
        let index = try #require(names.firstIndex(of: "Côte d'Ivoire"))
        #expect(Array(names[(index - 1)...(index + 1)]) == ["Costa Rica", "Côte d'Ivoire", "Croatia"])
    }

    @Test func equalFoldedNamesKeepAFixedOrder() {
        let summaries = [
            CountrySummary(alpha3: "BBB", alpha2: "BB", name: "Eta", population: 0, region: nil),
            CountrySummary(alpha3: "AAA", alpha2: "AA", name: "Éta", population: 0, region: nil),
            CountrySummary(alpha3: "CCC", alpha2: "CC", name: "Eta", population: 0, region: nil),
            CountrySummary(alpha3: "DDD", alpha2: "DD", name: "Beta", population: 0, region: nil),
        ]
        let sorted = CountrySummary.sortedByName(summaries)
        #expect(sorted.codes == ["DDD", "BBB", "CCC", "AAA"])
        #expect(CountrySummary.sortedByName(summaries.reversed()).codes == sorted.codes)
    }

    @Test func searchResultsAreSortedToo() async throws {
        let names = try await countries.names(matching: "island")
        #expect(names.count > 5)
        #expect(names.map(fold) == names.map(fold).sorted())
    }
}
