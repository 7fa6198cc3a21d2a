@testable import CountriesCIS
import CountriesModel
import TestSupport

/// One Worker double for both Countries scenes (their Workers share most side effects):
/// answers from stubs and records every side effect asked of it.
final class CountriesWorkerMock: CountryListWorkable, CountryDetailsWorkable {
    enum Call: Equatable, Sendable {
        case regionFilters
        case countries(matching: String, in: RegionFilter)
        case favourites
        case details(of: String)
        case setFavourite(String, Bool)
        case cancelLoading
        case showError(String)
        case showDetails(CountryDetailsState)
        case showDetailsOverList(CountryDetailsState)
        case showLinkError(String)
    }

    struct Answers: Sendable {
        var regionFilters: Result<[RegionFilter], CountriesError> = .success([.all, .region("Europe"), .noRegion])
        var countries: Result<[CountrySummary], CountriesError> = .success(Atlas.all)
        var favourites: Result<Set<String>, CountriesError> = .success([])
        var details: Result<CountryDetails, CountriesError> = .success(Atlas.germanyDetails)
        var setFavourite: Result<Void, CountriesError> = .success(())
        /// A newer load (or "Cancel loading") overtakes every load: `latest` answers nil.
        var loadsAreOvertaken = false
    }

    let log = CallLog<Call, Answers>(answers: Answers())

    var calls: [Call] { log.calls }

    func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        try log.record(.regionFilters) { $0.regionFilters }.get()
    }

    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        try log.record(.countries(matching: query, in: region)) { $0.countries }.get()
    }

    func favourites() async throws(CountriesError) -> Set<String> {
        try log.record(.favourites) { $0.favourites }.get()
    }

    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        try log.record(.details(of: alpha3)) { $0.details }.get()
    }

    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        try log.record(.setFavourite(alpha3, isFavourite)) { $0.setFavourite }.get()
    }

    @MainActor func latest<Value: Sendable>(_ load: @escaping @Sendable () async -> Value) async -> Value? {
        let value = await load()
        return log.answers.loadsAreOvertaken ? nil : value
    }

    @MainActor func cancelLoading() { log.record(.cancelLoading) }
    @MainActor func showError(_ message: String) { log.record(.showError(message)) }
    @MainActor func showDetails(_ initialState: CountryDetailsState) { log.record(.showDetails(initialState)) }
    @MainActor func showDetailsOverList(_ initialState: CountryDetailsState) { log.record(.showDetailsOverList(initialState)) }
    @MainActor func showLinkError(_ message: String) { log.record(.showLinkError(message)) }
}
