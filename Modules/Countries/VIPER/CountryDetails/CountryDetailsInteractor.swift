import AppSupport
import CountriesModel

/// Details' business: one country's details and favourite state (details first, then the
/// favourites; any failure fails the load), one load at a time, and saving the favourite.
@MainActor
final class CountryDetailsInteractor: CountryDetailsInteractorProtocol {
    weak var presenter: (any CountryDetailsPresenterServiceHandler)?
    let country: CountrySummary
    /// As last loaded or saved; the mark changes only once it is saved.
    private(set) var isFavourite = false
    private let repositories: CountriesRepositories
    private let loading = LatestTask()

    init(country: CountrySummary, repositories: CountriesRepositories) {
        self.country = country
        self.repositories = repositories
    }

    func loadDetails() async {
        await loading.run { [self] in await fetch() }
    }

    func cancelLoading() {
        loading.cancel()
    }

    func toggleFavourite() async {
        let wanted = !isFavourite
        do {
            try await repositories.favourites.setFavourite(country.alpha3, wanted)
            isFavourite = wanted
            presenter?.didSaveFavourite(wanted)
        } catch {
            presenter?.didFailToSaveFavourite(error.localizedDescription)
        }
    }

    private func fetch() async {
        do {
            let content = try await repositories.detailsContent(of: country.alpha3)
            // A cancelled load must not report over the cancel, or over a newer load.
            guard !Task.isCancelled else { return }
            isFavourite = content.isFavourite
            presenter?.didLoad(content.details, isFavourite: content.isFavourite)
        } catch {
            guard !Task.isCancelled else { return }
            presenter?.didFailToLoad(error.localizedDescription)
        }
    }
}
