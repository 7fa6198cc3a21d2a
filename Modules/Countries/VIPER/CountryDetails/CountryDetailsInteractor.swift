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
        do throws(CountriesError) {
            try await repositories.favourites.setFavourite(country.alpha3, wanted)
            isFavourite = wanted
            presenter?.didSaveFavourite(wanted)
        } catch {
            presenter?.didFailToSaveFavourite(error)
        }
    }

    /// The details, then whether the country is a favourite; either failure fails the load.
    private func fetch() async {
        do throws(CountriesError) {
            let details = try await repositories.countries.details(of: country.alpha3)
            let isFavourite = try await repositories.favourites.favourites().contains(country.alpha3)
            // A cancelled load must not report over the cancel, or over a newer load.
            guard !Task.isCancelled else { return }
            self.isFavourite = isFavourite
            presenter?.didLoad(details, isFavourite: isFavourite)
        } catch {
            guard !Task.isCancelled else { return }
            presenter?.didFailToLoad(error)
        }
    }
}
