import AppSupport
import Synchronization
@testable import CountriesReactor
import CountriesModel
import TestSupport

/// A Worker call, as the stubs record it.
enum WorkerCall: Equatable, Sendable {
    case regionFilters
    case countries(matching: String, in: RegionFilter)
    case favourites
    case details(of: String)
    case setFavourite(String, Bool)
}

/// What the stubs answer; a test changes one answer to inject a failure.
struct WorkerAnswers: Sendable {
    var regionFilters: Result<[RegionFilter], CountriesError> = .success(Atlas.regionFilters)
    var countries: Result<[CountrySummary], CountriesError> = .success(Atlas.all)
    var favourites: Result<Set<String>, CountriesError> = .success([])
    var details: Result<CountryDetails, CountriesError> = .success(Atlas.germanyDetails)
    var setFavourite: Result<Void, CountriesError> = .success(())
}

/// Called on the main actor at every Worker call, before it answers: lets a test look at the
/// reactor's state while the call is in flight (`StateRecorder`).
final class Probe: Sendable {
    private let action = Mutex<(@MainActor @Sendable () -> Void)?>(nil)

    func set(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action.withLock { $0 = action }
    }

    func fire() async {
        guard let action = action.withLock({ $0 }) else { return }
        await action()
    }
}

/// One stub for every scene's Worker protocol: answers from `WorkerAnswers`, records every
/// call, fires the probe, and can hold a call (`holds.arm(<call name>, .hold)`) until
/// released or cancelled, so a test can act while a load is in flight.
final class WorkerStub: CountryListWorkerProtocol, CountryDetailsWorkerProtocol, RootWorkerProtocol {
    let log = CallLog<WorkerCall, WorkerAnswers>(answers: WorkerAnswers())
    let holds = FaultInjector()
    let probe = Probe()

    var calls: [WorkerCall] { log.calls }

    func answer(_ change: (inout WorkerAnswers) -> Void) {
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
