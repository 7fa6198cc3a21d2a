import AppSupport
import CountriesCore
import TerminalUI

/// The Countries list scene's side effects: the repositories, the one load allowed in
/// flight (a newer one or "Cancel loading" cancels it), error alerts and opening details.
protocol CountryListWorkable: AnyObject, Sendable {
    func regionFilters() async throws -> [RegionFilter]
    func countries(matching query: String, in region: RegionFilter) async throws -> [CountrySummary]
    func favourites() async throws -> Set<String>
    func details(of alpha3: String) async throws -> CountryDetails
    /// Runs `load` as the scene's only load: nil if it was cancelled before it finished.
    @MainActor func latest<Value: Sendable>(_ load: @escaping @Sendable () async -> Value) async -> Value?
    @MainActor func cancelLoading()
    @MainActor func showError(_ message: String)
    @MainActor func showDetails(_ initialState: CountryDetailsState)
    /// A deep link's way in: the list with the details on top, whatever was on screen.
    @MainActor func showDetailsOverList(_ initialState: CountryDetailsState)
}

@MainActor
final class CountryListWorker: CountryListWorkable {
    private let repositories: CountriesRepositories
    private let context: SceneContext
    private let loads = LatestTask()

    init(context: SceneContext) {
        self.repositories = context.repositories
        self.context = context
    }

    nonisolated func regionFilters() async throws -> [RegionFilter] {
        try await repositories.countries.regionFilters()
    }

    nonisolated func countries(matching query: String, in region: RegionFilter) async throws -> [CountrySummary] {
        try await repositories.countries.countries(matching: query, in: region)
    }

    nonisolated func favourites() async throws -> Set<String> {
        try await repositories.favourites.favourites()
    }

    nonisolated func details(of alpha3: String) async throws -> CountryDetails {
        try await repositories.countries.details(of: alpha3)
    }

    func latest<Value: Sendable>(_ load: @escaping @Sendable () async -> Value) async -> Value? {
        await loads.value { await load() }
    }

    func cancelLoading() {
        loads.cancel()
    }

    func showError(_ message: String) {
        context.navigationController.presentAlert(.error(message))
    }

    func showDetails(_ initialState: CountryDetailsState) {
        context.navigationController.push(CountryDetailsView(initialState: initialState, context: context))
    }

    func showDetailsOverList(_ initialState: CountryDetailsState) {
        let navigationController = context.navigationController
        let list = navigationController.viewControllers.prefix(1)
        navigationController.setViewControllers(list + [CountryDetailsView(initialState: initialState, context: context)])
    }
}
