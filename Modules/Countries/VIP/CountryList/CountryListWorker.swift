import CountriesModel

/// The list's work outside the scene: reading the repositories. The Interactor decides what
/// to ask for and when; the Worker knows where it comes from.
final class CountryListWorker: Sendable {
    /// One answer to "which countries match?", read in one go so the rows, their favourite
    /// marks and the region picker all come from the same moment.
    struct Listing: Equatable, Sendable {
        let regionFilters: [RegionFilter]
        let countries: [CountrySummary]
        let favourites: Set<String>
    }

    private let repositories: CountriesRepositories

    init(repositories: CountriesRepositories) {
        self.repositories = repositories
    }

    /// Reads in the order every pattern uses, which fault injection makes visible: the region
    /// filters, the matching countries, then the favourites. The first failure fails it all.
    func fetchCountries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> Listing {
        let regionFilters = try await repositories.countries.regionFilters()
        let countries = try await repositories.countries.countries(matching: query, in: region)
        let favourites = try await repositories.favourites.favourites()
        return Listing(regionFilters: regionFilters, countries: countries, favourites: favourites)
    }

    /// A deep link's country, with everything its details show.
    func fetchDetails(of alpha3: String) async throws(CountriesError) -> CountriesModel.CountryDetails {
        try await repositories.countries.details(of: alpha3)
    }
}
