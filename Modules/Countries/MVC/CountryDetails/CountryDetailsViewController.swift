import AppSupport
import CountriesModel
import CountriesUI
import Foundation
import TerminalUI

/// One country's details: it owns the loaded details and the favourite mark, asks the
/// repositories for them, formats every value, saves the favourite, and pushes a
/// neighbour's details (the stack goes as deep as the user goes).
final class CountryDetailsViewController: ViewController {
    /// The country shown; its name is the title from the start, before the details load.
    private let country: CountrySummary
    private let repositories: CountriesRepositories
    /// The load in flight: a newer load or "Cancel loading" cancels it.
    private let loads = LatestTask()

    private var details: Loadable<CountryDetails, CountriesError> {
        didSet { setNeedsDisplay() }
    }
    private var isFavourite = false {
        didSet { setNeedsDisplay() }
    }
    /// A failed save, shown as the error alert until the user answers it.
    private var errorMessage: String? {
        didSet { setNeedsDisplay() }
    }

    /// - Parameter details: details already looked up (a deep link), or `.notRequested`.
    init(country: CountrySummary, details: Loadable<CountryDetails, CountriesError> = .notRequested, repositories: CountriesRepositories) {
        self.country = country
        self.details = details
        self.repositories = repositories
        super.init()
    }

    // MARK: Screen

    override var screen: Screen {
        CountryDetailsScreen.make(
            title: country.name,
            content: details.value.map(content),
            message: CountryFormatter.message(for: details),
            isLoading: details.isLoading,
            loadingControl: CountryFormatter.loadingControl(for: details),
            errorMessage: errorMessage
        )
    }

    private func content(of details: CountryDetails) -> CountryDetailsScreen.Content {
        CountryDetailsScreen.Content(
            basicInfo: basicInfo(of: details.country),
            currencies: details.currencies.map(Self.text(of:)),
            languages: details.country.languages,
            neighbours: details.neighbours.map { neighbour in
                CountryDetailsScreen.Neighbour(alpha3: neighbour.alpha3, title: CountryFormatter.title(of: neighbour))
            },
            // The button offers the opposite of the current mark; while a reload is in
            // flight the details on screen may be about to change, so it waits.
            favouriteTitle: isFavourite ? CountryDetailsScreen.Text.removeFavourite : CountryDetailsScreen.Text.addFavourite,
            isFavouriteEnabled: !self.details.isLoading
        )
    }

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

    // MARK: Lifecycle

    /// Reloads on every appearance, so a favourite changed deeper in the stack shows on return.
    override func viewWillAppear() {
        perform { [weak self] in await self?.load() }
    }

    /// A screen that has left the stack has no use for the load it was waiting for.
    override func viewDidDisappear() {
        cancelLoading()
    }

    // MARK: Events

    override func handle(_ event: Event) {
        guard let event = CountryDetailsScreen.Event(event) else { return }
        switch event {
        case .tap(.favourite):
            perform { [weak self] in await self?.toggleFavourite() }
        case .select(let path):
            guard let index = CountryDetailsScreen.neighbourIndex(at: path) else { return }
            showNeighbour(at: index)
        case .loading(.retry):
            perform { [weak self] in await self?.load() }
        case .loading(.cancelLoading):
            cancelLoading()
        case .dismissError: errorMessage = nil
        }
    }

    private func showNeighbour(at index: Int) {
        guard let neighbour = details.value?.neighbours.element(at: index) else { return }
        navigationController?.push(CountryDetailsViewController(country: neighbour, repositories: repositories))
    }

    /// Saves the opposite mark; the button changes only once it is saved, and a failed
    /// save is this screen's error alert.
    private func toggleFavourite() async {
        let wanted = !isFavourite
        do throws(CountriesError) {
            try await repositories.favourites.setFavourite(country.alpha3, wanted)
            isFavourite = wanted
        } catch {
            errorMessage = error.message
        }
    }

    // MARK: Loading

    /// Loads the details, then whether the country is a favourite (either failing fails
    /// the load); a load still in flight is cancelled first.
    private func load() async {
        details = details.loading()
        await loads.run { [weak self] in await self?.fetch() }
    }

    /// Stops the load in flight and goes back to the details shown before it.
    private func cancelLoading() {
        loads.cancel()
        details = details.cancelled()
    }

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
