import CountriesModel
import CountriesStorage
import TestSupport

/// Records each call by its fault key before handing it on, so a test can read the order in
/// which a Worker asks.
struct RecordingCountryRepository: CountryRepository {
    let base: any CountryRepository
    let calls: CallLog<String, Void>

    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        calls.record(CountriesFaultKey.countriesList)
        return try await base.countries(matching: query, in: region)
    }

    func details(of alpha3: String) async throws(CountriesError) -> CountriesModel.CountryDetails {
        calls.record(CountriesFaultKey.countriesDetails)
        return try await base.details(of: alpha3)
    }

    func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        calls.record(CountriesFaultKey.countriesRegions)
        return try await base.regionFilters()
    }
}

struct RecordingFavouritesRepository: FavouritesRepository {
    let base: any FavouritesRepository
    let calls: CallLog<String, Void>

    func favourites() async throws(CountriesError) -> Set<String> {
        calls.record(CountriesFaultKey.favouritesList)
        return try await base.favourites()
    }

    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        calls.record(CountriesFaultKey.favouritesSave)
        try await base.setFavourite(alpha3, isFavourite)
    }
}
