import CountriesModel
import CountriesTestSupport
import Testing

@Suite struct RegionFilterTests {
    @Test func repositoryOffersTheStandardRowsAndNoRegion() async throws {
        let filters = try await CountriesRepositories.test().countries.regionFilters()
        #expect(filters == [.all] + ["Africa", "Americas", "Asia", "Europe", "Oceania"].map(RegionFilter.region) + [.noRegion])
    }

    @Test func noRegionRowOnlyWhenSomeCountryHasNone() {
        #expect(RegionFilter.pickerRows(regionsInData: ["Europe", "Asia"])
            == [.all] + ["Africa", "Americas", "Asia", "Europe", "Oceania"].map(RegionFilter.region))
        #expect(RegionFilter.pickerRows(regionsInData: ["Europe", nil]).last == .noRegion)
    }

    @Test func otherRegionsInTheDataFollowTheStandardOnes() {
        let rows = RegionFilter.pickerRows(regionsInData: ["Polar", "Europe", "Antarctic", nil])
        #expect(rows == [.all] + ["Africa", "Americas", "Asia", "Europe", "Oceania", "Antarctic", "Polar"].map(RegionFilter.region) + [.noRegion])
    }

    @Test func sampleDatabaseOffersNoRegionForAntarctica() async throws {
        let filters = try await CountriesRepositories.test(database: try .sample()).countries.regionFilters()
        #expect(filters.last == .noRegion)
        #expect(filters.count == 7)
    }
}
