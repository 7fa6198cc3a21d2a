import CountriesModel
import CountriesTestSupport
import Testing

@Suite struct RegionFilterTests {
    @Test func titlesAreWhatThePickerShows() {
        #expect(RegionFilter.all.title == "All")
        #expect(RegionFilter.region("Africa").title == "Africa")
        #expect(RegionFilter.noRegion.title == "No region")
    }

    @Test func repositoryOffersTheStandardRowsAndNoRegion() async throws {
        let filters = try await CountriesRepositories.test().countries.regionFilters()
        #expect(filters.map(\.title) == ["All", "Africa", "Americas", "Asia", "Europe", "Oceania", "No region"])
    }

    @Test func noRegionRowOnlyWhenSomeCountryHasNone() {
        #expect(RegionFilter.pickerRows(regionsInData: ["Europe", "Asia"]).map(\.title)
            == ["All", "Africa", "Americas", "Asia", "Europe", "Oceania"])
        #expect(RegionFilter.pickerRows(regionsInData: ["Europe", nil]).last == .noRegion)
    }

    @Test func otherRegionsInTheDataFollowTheStandardOnes() {
        let rows = RegionFilter.pickerRows(regionsInData: ["Polar", "Europe", "Antarctic", nil])
        #expect(rows.map(\.title) == ["All", "Africa", "Americas", "Asia", "Europe", "Oceania", "Antarctic", "Polar", "No region"])
    }

    @Test func sampleDatabaseOffersNoRegionForAntarctica() async throws {
        let filters = try await CountriesRepositories.test(database: try .sample()).countries.regionFilters()
        #expect(filters.last == .noRegion)
        #expect(filters.count == 7)
    }

    @Test func filtersTellWhichRegionsTheyInclude() {
        #expect(RegionFilter.all.includes(region: nil))
        #expect(RegionFilter.all.includes(region: "Asia"))
        #expect(RegionFilter.region("Asia").includes(region: "Asia"))
        #expect(!RegionFilter.region("Asia").includes(region: "Europe"))
        #expect(!RegionFilter.region("Asia").includes(region: nil))
        #expect(RegionFilter.noRegion.includes(region: nil))
        #expect(!RegionFilter.noRegion.includes(region: "Asia"))
    }
}
