import AppSupport
import CountriesModel

/// Finding a country on the list: by name (or a localized name), by region, or both.
///
/// Whoever runs a load owns its lifetime (the view, as SwiftUI's `.task` does): cancelling
/// the calling task stops the load, which then writes nothing, and ``cancelLoading()`` puts
/// back what was shown before.
@MainActor
public protocol SearchCountriesUseCase {
    /// Loads the countries whose name contains `query`, within `region`.
    func load(matching query: String, in region: RegionFilter) async
    /// A load was cancelled: back to the list shown before it ("Not loaded." if none).
    func cancelLoading()
}

public struct DefaultSearchCountriesUseCase: SearchCountriesUseCase {
    private let appState: AppState
    private let catalog: any CountryCatalogRepository
    private let favourites: any FavouriteCountriesRepository

    public init(appState: AppState, catalog: any CountryCatalogRepository, favourites: any FavouriteCountriesRepository) {
        self.appState = appState
        self.catalog = catalog
        self.favourites = favourites
    }

    /// Asks for the region filters, the countries and the favourites, in that order; any
    /// failure fails the list. While loading, the list shown before stays.
    public func load(matching query: String, in region: RegionFilter) async {
        let countries = appState.countryList.countries
        appState.countryList.countries = countries.loading()
        do throws(CountriesError) {
            let regionFilters = try await catalog.regionFilters()
            let found = try await catalog.countries(matching: query, in: region)
            let marked = try await favourites.favourites()
            // A cancelled load must not overwrite what the cancel (or a newer load) put there.
            guard !Task.isCancelled else { return }
            appState.countryList.regionFilters = regionFilters
            appState.countryList.favourites = marked
            appState.countryList.countries = .loaded(found)
        } catch {
            guard !Task.isCancelled else { return }
            appState.countryList.countries = .failed(error)
        }
    }

    public func cancelLoading() {
        let countries = appState.countryList.countries
        appState.countryList.countries = countries.cancelled()
    }
}
