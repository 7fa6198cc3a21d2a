import AppSupport
import CountriesTestSupport
@testable import CountriesReactor
import CountriesModel
import TestSupport

/// One spy for every scene's Worker protocol: answers from `Answers`, records every
/// call, fires the probe, and can hold a call (`holds.arm(<call name>, .hold)`) until
/// released or cancelled, so a test can act while a load is in flight.
final class WorkerSpy: CountryListWorkerProtocol, CountryDetailsWorkerProtocol, RootWorkerProtocol {
    /// A Worker call, as the spy records it.
    enum Call: Equatable, Sendable {
        case regionFilters
        case countries(matching: String, in: RegionFilter)
        case favourites
        case details(of: String)
        case setFavourite(String, Bool)
    }

    /// What the spy answers; a test changes one answer to inject a failure.
    struct Answers: Sendable {
        var regionFilters: Result<[RegionFilter], CountriesError> = .success(Atlas.regionFilters)
        var countries: Result<[CountrySummary], CountriesError> = .success(Atlas.all)
        var favourites: Result<Set<String>, CountriesError> = .success([])
        var details: Result<CountryDetails, CountriesError> = .success(Atlas.germanyDetails)
        var setFavourite: Result<Void, CountriesError> = .success(())
    }

    let log = CallLog<Call, Answers>(answers: Answers())
    let holds = FaultInjector()
    let probe = Probe()

    var calls: [Call] { log.calls }

    func answer(_ change: (inout Answers) -> Void) {
        log.answer(change)
    }

    func regionFilters() async throws(CountriesError) -> [RegionFilter] {
        await probe.fire()
        try await hold("regionFilters")
        return try log.record(.regionFilters) { $0.regionFilters }.get()
    }

    func countries(matching query: String, in region: RegionFilter) async throws(CountriesError) -> [CountrySummary] {
        await probe.fire()
        try await hold("countries")
        return try log.record(.countries(matching: query, in: region)) { $0.countries }.get()
    }

    func favourites() async throws(CountriesError) -> Set<String> {
        await probe.fire()
        try await hold("favourites")
        return try log.record(.favourites) { $0.favourites }.get()
    }

    func details(of alpha3: String) async throws(CountriesError) -> CountryDetails {
        await probe.fire()
        try await hold("details")
        return try log.record(.details(of: alpha3)) { $0.details }.get()
    }

    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        await probe.fire()
        try await hold("setFavourite")
        try log.record(.setFavourite(alpha3, isFavourite)) { $0.setFavourite }.get()
    }

    /// Hangs while `call` is held; a cancelled hold throws what a cancelled repository
    /// call throws.
    private func hold(_ call: String) async throws(CountriesError) {
        do {
            try await holds.check(call)
        } catch {
            throw .cancelled
        }
    }

    /// Returns once a call hangs on a hold.
    func untilHeld() async throws {
        try await holds.waitUntilHeld()
    }
}
