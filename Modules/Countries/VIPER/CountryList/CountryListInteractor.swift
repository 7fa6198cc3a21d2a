import AppSupport
import CountriesModel
import Foundation

/// The list's business: the search and region the user asked for, one load at a time over
/// the repositories (regions, countries, favourites, in that order; any failure fails the
/// list), and the lookup a deep link needs.
@MainActor
final class CountryListInteractor {
    weak var presenter: (any CountryListPresenterServiceHandler)?
    private(set) var searchText = ""
    private(set) var regionFilter = RegionFilter.all
    private(set) var regionFilters: [RegionFilter] = [.all]
    private let repositories: CountriesRepositories
    private let loading = LatestTask()

    init(repositories: CountriesRepositories) {
        self.repositories = repositories
    }

    /// Asks in the order every pattern uses (it is visible to fault injection): the region
    /// filters, the matching countries, then the favourites, so rows, "★" marks and picker
    /// come from the same moment. Any failure fails the whole load.
    private func fetch(matching query: String, in region: RegionFilter) async {
        do throws(CountriesError) {
            let filters = try await repositories.countries.regionFilters()
            let countries = try await repositories.countries.countries(matching: query, in: region)
            let favourites = try await repositories.favourites.favourites()
            // A cancelled load must not report over the cancel, or over a newer load.
            guard !Task.isCancelled else { return }
            regionFilters = filters
            presenter?.didLoadCountries(countries, favourites: favourites)
        } catch {
            guard !Task.isCancelled else { return }
            presenter?.didFailToLoad(error)
        }
    }
}

// MARK: - Filtering

extension CountryListInteractor: CountryListInteractorFiltering {
    func search(for text: String) {
        searchText = text
    }

    func selectRegion(at index: Int) -> Bool {
        guard regionFilters.indices.contains(index) else { return false }
        regionFilter = regionFilters[index]
        return true
    }
}

// MARK: - Services

extension CountryListInteractor: CountryListInteractorServiceRequester {
    func loadCountries() async {
        let (query, region) = (searchText, regionFilter)
        await loading.run { [self] in await fetch(matching: query, in: region) }
    }

    func cancelLoading() {
        loading.cancel()
    }

    /// An unknown code or another kind of link reports its error; the stack is
    /// only touched once the country is known.
    func lookUpDeepLink(_ url: URL) async {
        do throws(CountriesError) {
            switch try CountriesDeepLink(url: url) {
            case .country(let code):
                presenter?.didLookUpDeepLink(try await repositories.countries.details(of: code))
            }
        } catch {
            presenter?.didFailToOpenDeepLink(error)
        }
    }
}
