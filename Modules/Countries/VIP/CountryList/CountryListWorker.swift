import CountriesModel

/// The list's work outside the scene, as its Interactor asks for it: the templates' Worker,
/// behind the protocol the Interactor is given, so its tests hand it a spy. The protocol sits
/// in the Worker's file, as each of the scene's protocols sits in the file of its role.
@MainActor
protocol CountryListWorkerLogic: AnyObject {
    /// The region filters, the countries matching `query` in `region` and the favourites;
    /// the first failure fails it all.
    func fetchCountries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> CountryListWorker.Listing
    /// A deep link's country, with everything its details show.
    func fetchDetails(of alpha3: String) async throws(CountriesError) -> CountriesModel.CountryDetails
}

/// Reads the repositories. The Interactor decides what to ask for and when; the Worker knows
/// where it comes from. On the main actor with the rest of the scene, as a UIKit Worker is
/// called on the main thread: the repositories do their waiting off it.
@MainActor
final class CountryListWorker: CountryListWorkerLogic {
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
    /// filters, the matching countries, then the favourites.
    func fetchCountries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> Listing {
        let regionFilters = try await repositories.countries.regionFilters()
        let countries = try await repositories.countries.countries(matching: query, in: region)
        let favourites = try await repositories.favourites.favourites()
        return Listing(regionFilters: regionFilters, countries: countries, favourites: favourites)
    }

    func fetchDetails(of alpha3: String) async throws(CountriesError) -> CountriesModel.CountryDetails {
        try await repositories.countries.details(of: alpha3)
    }
}
