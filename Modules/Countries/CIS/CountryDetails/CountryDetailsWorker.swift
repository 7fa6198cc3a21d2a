import AppSupport
import CountriesCore
import TerminalUI

/// The Country details scene's side effects: the repositories, the one load allowed in
/// flight, error alerts, and opening a neighbour's details (as deep as the user goes).
protocol CountryDetailsWorkable: AnyObject, Sendable {
    func details(of alpha3: String) async throws -> CountryDetails
    func favourites() async throws -> Set<String>
    func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws
    /// Runs `load` as the scene's only load: nil if it was cancelled before it finished.
    @MainActor func latest<Value: Sendable>(_ load: @escaping @Sendable () async -> Value) async -> Value?
    @MainActor func cancelLoading()
    @MainActor func showError(_ message: String)
    @MainActor func showDetails(_ initialState: CountryDetailsState)
}

@MainActor
final class CountryDetailsWorker: CountryDetailsWorkable {
    private let repositories: CountriesRepositories
    private let context: SceneContext
    private let loads = LatestTask()

    init(context: SceneContext) {
        self.repositories = context.repositories
        self.context = context
    }

    nonisolated func details(of alpha3: String) async throws -> CountryDetails {
        try await repositories.countries.details(of: alpha3)
    }

    nonisolated func favourites() async throws -> Set<String> {
        try await repositories.favourites.favourites()
    }

    nonisolated func setFavourite(_ alpha3: String, _ isFavourite: Bool) async throws {
        try await repositories.favourites.setFavourite(alpha3, isFavourite)
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
}
