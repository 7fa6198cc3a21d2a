import AppSupport
import CountriesModel
import CountriesUI
import Observation

/// One country's details and what the user can do with them: reload, cancel a load,
/// add or remove the favourite, open a neighbour; and the details as the screen shows them.
@MainActor
@Observable
final class CountryDetailsViewModel {
    /// The country shown; its name is the title from the start, before the details load.
    let country: CountrySummary
    private(set) var details: Loadable<CountryDetails, CountriesError>
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
        details: Loadable<CountryDetails, CountriesError> = .notRequested,
        repositories: CountriesRepositories,
        showDetails: @escaping @MainActor (CountrySummary) -> Void
    ) {
        self.country = country
        self.details = details
        self.repositories = repositories
        self.showDetails = showDetails
    }

    // MARK: Display

    /// The country's name, from the start (also while loading).
    var title: String { country.name }

    /// The details shown (the previous ones, read-only, while reloading), nil for none.
    var content: CountryDetailsScreen.Content? {
        details.value.map { details in
            CountryDetailsScreen.Content(
                basicInfo: basicInfo(of: details.country),
                currencies: details.currencies.map(Self.text(of:)),
                languages: details.country.languages,
                neighbours: details.neighbours.map { neighbour in
                    CountryDetailsScreen.Neighbour(alpha3: neighbour.alpha3, title: CountryFormatter.title(of: neighbour))
                },
                favouriteTitle: favouriteTitle,
                isFavouriteEnabled: isFavouriteEnabled
            )
        }
    }

    /// The button offers the opposite of the current state.
    var favouriteTitle: String {
        isFavourite ? CountryDetailsScreen.Text.removeFavourite : CountryDetailsScreen.Text.addFavourite
    }

    /// Not while a reload is in flight: the details on screen may be about to change.
    var isFavouriteEnabled: Bool { !details.isLoading }

    /// Instead of details: "Not loaded." before any load, or the failure.
    var message: String? {
        switch details {
        case .notRequested: LoadingControl.Text.notLoaded
        case .failed(let error): error.message
        case .isLoading, .loaded: nil
        }
    }

    var isLoading: Bool { details.isLoading }

    /// "Cancel loading" while a load is in flight, "Retry" when nothing loaded.
    var loadingControl: LoadingControl? {
        switch details {
        case .notRequested, .failed: .retry
        case .isLoading: .cancelLoading
        case .loaded: nil
        }
    }

    // MARK: Intents

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
        do throws(CountriesError) {
            try await repositories.favourites.setFavourite(country.alpha3, wanted)
            isFavourite = wanted
        } catch {
            errorMessage = error.message
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

    // MARK: Formatting

    /// Code, capital, population, area and region; "-" for what the source lacks.
    private func basicInfo(of country: Country) -> CountryDetailsScreen.BasicInfo {
        CountryDetailsScreen.BasicInfo(
            code: country.alpha3,
            capital: country.capital ?? Self.missing,
            population: country.population > 0 ? CountryFormatter.grouped(country.population) : Self.missing,
            area: country.area.map(Self.areaText(of:)) ?? Self.missing,
            region: Self.regionText(of: country)
        )
    }

    /// `"357,022 km²"`, `"0.49 km²"`: at most two decimals, without trailing zeros.
    private static func areaText(of area: Double) -> String {
        let number = area.formatted(
            .number.precision(.fractionLength(0...2)).rounded(rule: .toNearestOrAwayFromZero).locale(CountryFormatter.locale)
        )
        return number + " km²"
    }

    /// `"Europe (Western Europe)"`; the region alone without a (different) subregion.
    private static func regionText(of country: Country) -> String {
        guard let region = country.region else { return missing }
        guard let subregion = country.subregion, subregion != region else { return region }
        return "\(region) (\(subregion))"
    }

    /// `"EUR € Euro"`, or `"CHF Swiss Franc"` without a symbol.
    private static func text(of currency: Currency) -> String {
        guard let symbol = currency.symbol, !symbol.isEmpty else { return "\(currency.code) \(currency.name)" }
        return "\(currency.code) \(symbol) \(currency.name)"
    }

    private static let missing = "-"

    private func fetch() async {
        do throws(CountriesError) {
            let details = try await repositories.countries.details(of: country.alpha3)
            let favourites = try await repositories.favourites.favourites()
            // A cancelled load must not overwrite what the cancel (or a newer load) put there.
            guard !Task.isCancelled else { return }
            isFavourite = favourites.contains(country.alpha3)
            self.details = .loaded(details)
        } catch {
            guard !Task.isCancelled else { return }
            self.details = .failed(error)
        }
    }
}
