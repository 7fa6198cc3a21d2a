import AppSupport
import CountriesModel
import CountriesUI
import Foundation

/// Details' presenter: the loading state of the details and how they read (every "Basic
/// Info" value, currencies, neighbours, the favourite button's title and whether it is
/// enabled, Retry / Cancel loading), and the neighbour chosen, which its router opens.
@MainActor
final class CountryDetailsPresenter {
    weak var view: (any CountryDetailsViewProtocol)?
    let interactor: any CountryDetailsInteractorProtocol
    let router: any CountryDetailsRouterProtocol
    private(set) var details: Loadable<CountryDetails, CountriesError>
    /// As last loaded or saved.
    private(set) var isFavourite = false

    /// - Parameter details: details already looked up (a deep link), or `.notRequested`.
    init(
        interactor: any CountryDetailsInteractorProtocol,
        router: any CountryDetailsRouterProtocol,
        details: Loadable<CountryDetails, CountriesError>
    ) {
        self.interactor = interactor
        self.router = router
        self.details = details
    }

    private static let unknown = "-"

    /// "357,022 km²", "0.49 km²": at most two decimals, grouped the same on every machine.
    static func areaText(_ area: Double?) -> String {
        guard let area else { return unknown }
        let number = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0...2))
            .rounded(rule: .toNearestOrAwayFromZero).locale(Locale(identifier: "en_US"))
        return area.formatted(number) + " km²"
    }

    /// "Europe (Western Europe)"; the region alone when the subregion adds nothing.
    static func regionText(of country: Country) -> String {
        guard let region = country.region else { return unknown }
        guard let subregion = country.subregion, subregion != region else { return region }
        return "\(region) (\(subregion))"
    }

    /// "EUR € Euro", or "CHF Swiss Franc" without a symbol.
    static func currencyText(_ currency: Currency) -> String {
        guard let symbol = currency.symbol, !symbol.isEmpty else { return "\(currency.code) \(currency.name)" }
        return "\(currency.code) \(symbol) \(currency.name)"
    }

    /// While a reload is in flight the details shown before stay, with the favourite
    /// button disabled.
    private func content(of details: CountryDetails) -> CountryDetailsScreen.Content {
        let country = details.country
        return CountryDetailsScreen.Content(
            basicInfo: CountryDetailsScreen.BasicInfo(
                code: country.alpha3,
                capital: country.capital ?? Self.unknown,
                population: country.population > 0 ? CountryFormatter.grouped(country.population) : Self.unknown,
                area: Self.areaText(country.area),
                region: Self.regionText(of: country)
            ),
            currencies: details.currencies.map(Self.currencyText),
            languages: country.languages,
            neighbours: details.neighbours.map { CountryDetailsScreen.Neighbour(alpha3: $0.alpha3, title: CountryFormatter.title(of: $0)) },
            favouriteTitle: isFavourite ? CountryDetailsScreen.Text.removeFavourite : CountryDetailsScreen.Text.addFavourite,
            isFavouriteEnabled: !self.details.isLoading
        )
    }

    private func displayDetails() {
        view?.displayDetails(
            details.value.map(content),
            message: CountryFormatter.message(for: details),
            isLoading: details.isLoading,
            loadingControl: CountryFormatter.loadingControl(for: details)
        )
    }
}

// MARK: - Loading

extension CountryDetailsPresenter: LoadablePresenting {
    /// The name is the title from the start, before the details arrive.
    func viewDidLoad() {
        view?.displayTitle(interactor.country.name)
        displayDetails()
    }

    /// Back to the details shown before the load (or "Not loaded." if there were none).
    func didTapCancelLoading() {
        interactor.cancelLoading()
        details = details.cancelled()
        displayDetails()
    }

    func reload() async {
        details = details.loading()
        displayDetails()
        await interactor.loadDetails()
    }
}

// MARK: - Actions

extension CountryDetailsPresenter: CountryDetailsPresenterActionable {
    func didTapFavourite() async {
        await interactor.toggleFavourite()
    }

    func didSelectNeighbour(at index: Int) {
        guard let neighbours = details.value?.neighbours, neighbours.indices.contains(index) else { return }
        router.showDetails(of: neighbours[index])
    }
}

// MARK: - Service handler

extension CountryDetailsPresenter: CountryDetailsPresenterServiceHandler {
    func didLoad(_ details: CountryDetails, isFavourite: Bool) {
        self.details = .loaded(details)
        self.isFavourite = isFavourite
        displayDetails()
    }

    func didFailToLoad(_ error: CountriesError) {
        details = .failed(error)
        displayDetails()
    }

    func didSaveFavourite(_ isFavourite: Bool) {
        self.isFavourite = isFavourite
        displayDetails()
    }

    /// The mark stays as it was.
    func didFailToSaveFavourite(_ error: CountriesError) {
        view?.handleError(error.message)
    }
}
