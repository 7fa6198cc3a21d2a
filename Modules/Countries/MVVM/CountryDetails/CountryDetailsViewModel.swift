import AppSupport
import CountriesModel
import Observation

/// One country's details and what the user can do with them: reload, cancel a load,
/// add or remove the favourite, open a neighbour.
@MainActor
@Observable
final class CountryDetailsViewModel {
    /// The country shown; its name is the title from the start, before the details load.
    let country: CountrySummary
    private(set) var details: Loadable<CountryDetails>
    private(set) var isFavourite = false
    /// A failure to tell the user about in an alert (saving the favourite).
    private(set) var errorMessage: String?

    @ObservationIgnored private let repositories: CountriesRepositories
    @ObservationIgnored private let showDetails: @MainActor (CountrySummary) -> Void
    @ObservationIgnored private let loading = LatestTask()

    /// - Parameters:
    ///   - details: details already known (a deep link looked them up), or `.notRequested`.
    ///   - showDetails: asks the coordinator to open a neighbour's details.
    init(
        country: CountrySummary,
        details: Loadable<CountryDetails> = .notRequested,
        repositories: CountriesRepositories,
        showDetails: @escaping @MainActor (CountrySummary) -> Void
    ) {
        self.country = country
        self.details = details
        self.repositories = repositories
        self.showDetails = showDetails
    }

    /// Loads the details and whether the country is a favourite. A load still in flight
    /// is cancelled first.
    func load() async {
        details = details.loading()
        await loading.run { [self] in await self.fetch() }
    }

    /// Stops the load in flight and goes back to the details shown before it.
    func cancelLoading() {
        loading.cancel()
        details = details.cancelled()
    }

    /// Saves the opposite favourite state; the mark changes only once it is saved.
    func toggleFavourite() async {
        let wanted = !isFavourite
        do {
            try await repositories.favourites.setFavourite(country.alpha3, wanted)
            isFavourite = wanted
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func dismissError() {
        errorMessage = nil
    }

    /// Opens the neighbour at `index` of the neighbours on screen.
    func selectNeighbour(at index: Int) {
        guard let neighbours = details.value?.neighbours, neighbours.indices.contains(index) else { return }
        showDetails(neighbours[index])
    }

    private func fetch() async {
        do {
            let details = try await repositories.countries.details(of: country.alpha3)
            let favourites = try await repositories.favourites.favourites()
            // A cancelled load must not overwrite what the cancel (or a newer load) put there.
            guard !Task.isCancelled else { return }
            isFavourite = favourites.contains(country.alpha3)
            self.details = .loaded(details)
        } catch {
            guard !Task.isCancelled else { return }
            self.details = .failed(message: error.localizedDescription)
        }
    }
}
