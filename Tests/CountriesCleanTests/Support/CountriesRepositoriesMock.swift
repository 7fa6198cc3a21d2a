import CountriesCleanDomain
import CountriesModel
import CountriesTestSupport
import Testing

/// Both of the Domain's repositories in one mock, so a test sees every call in the order
/// the use case made it (nalexn's `Mocked…` style: answers set up, actions recorded).
@MainActor
final class CountriesRepositoriesMock: CountryCatalogRepository, FavouriteCountriesRepository {
    enum Action: Equatable {
        case regionFilters
        case countries(matching: String, in: RegionFilter)
        case details(of: String)
        case favourites
        case setFavourite(String, Bool)
    }

    private(set) var actions: [Action] = []
    var regionFiltersResponse: Result<[RegionFilter], CountriesError> = .success([.all, .region("Europe"), .noRegion])
    var countriesResponse: Result<[CountrySummary], CountriesError> = .success(Atlas.all)
    /// Nil answers with the sample details of the code asked for (unknown codes fail).
    var detailsResponse: Result<CountryDetails, CountriesError>?
    var favouritesResponse: Result<Set<String>, CountriesError> = .success([])
    var setFavouriteResponse: Result<Void, CountriesError> = .success(())
    /// Runs inside each call, before it answers: the state while the call is in flight.
    var duringCall: (@MainActor (Action) -> Void)?

    func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        record(.regionFilters)
        return try regionFiltersResponse.get()
    }

    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        record(.countries(matching: query, in: region))
        return try countriesResponse.get()
    }

    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        record(.details(of: alpha3))
        let sample = Atlas.details[alpha3].map(Result<CountryDetails, CountriesError>.success) ?? .failure(.unknownCountry(alpha3))
        return try (detailsResponse ?? sample).get()
    }

    func favourites() async throws(CountriesError) -> Set<String> {
        record(.favourites)
        return try favouritesResponse.get()
    }

    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        record(.setFavourite(alpha3, isFavourite))
        try setFavouriteResponse.get()
    }

    func verify(_ expected: [Action], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actions == expected, sourceLocation: sourceLocation)
    }

    private func record(_ action: Action) {
        actions.append(action)
        duringCall?(action)
    }
}
