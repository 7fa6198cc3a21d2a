import AppSupport
import CountriesModel
import CountriesUI
import Foundation
import ReactorSupport

/// Everything a country's details screen knows: the view state it is drawn from, the
/// pulses that open a neighbour or show an error once, and the domain state behind them.
struct CountryDetailsState: Equatable, Sendable {
    // MARK: View state

    /// The country's name, from the start (before the details load).
    var title = ""
    /// The details with the favourite button, while there are any to show.
    var content: CountryDetailsScreen.Content?
    /// Instead of the details: "Not loaded." or a failure.
    var message: String?
    var isLoading = false
    var loadingControl: LoadingControl?
    /// A neighbour to open: the View pushes its details, once.
    @Pulse var route: Route? = nil
    /// An error to show in an alert, once.
    @Pulse var errorMessage: String? = nil

    // MARK: Domain state

    private(set) var domainState: DomainState

    indirect enum Route: Equatable, Sendable {
        case details(CountryDetailsState)
    }

    struct DomainState: Equatable, Sendable {
        let country: CountrySummary
        var details: Loadable<CountryDetails, CountriesError>
        var isFavourite = false
    }

    /// The details of `country`, handed over by the list, a neighbour's row or a deep link
    /// (which has looked the details up already).
    init(country: CountrySummary, details: Loadable<CountryDetails, CountriesError> = .notRequested) {
        domainState = DomainState(country: country, details: details)
        deriveViewState()
    }

    /// Changes the domain state, and the view state with it.
    mutating func updateDomainState(_ change: (inout DomainState) -> Void) {
        change(&domainState)
        deriveViewState()
    }

    /// The view state as the domain state reads on screen: while a reload is in flight the
    /// previous details stay, read-only (the favourite button disabled).
    private mutating func deriveViewState() {
        let domain = domainState
        let details = domain.details
        title = domain.country.name
        content = details.value.map { Self.content(of: $0, isFavourite: domain.isFavourite, isReloading: details.isLoading) }
        message = CountryFormatter.message(of: details)
        isLoading = details.isLoading
        loadingControl = CountryFormatter.loadingControl(of: details)
    }

    private static func content(of details: CountryDetails, isFavourite: Bool, isReloading: Bool) -> CountryDetailsScreen.Content {
        let country = details.country
        return CountryDetailsScreen.Content(
            basicInfo: CountryDetailsScreen.BasicInfo(
                code: country.alpha3,
                capital: country.capital ?? CountryFormatter.missing,
                population: country.population > 0 ? CountryFormatter.grouped(country.population) : CountryFormatter.missing,
                area: country.area.map(areaText) ?? CountryFormatter.missing,
                region: regionText(region: country.region, subregion: country.subregion)
            ),
            currencies: details.currencies.map(currencyText),
            languages: country.languages,
            neighbours: details.neighbours.map { .init(alpha3: $0.alpha3, title: CountryFormatter.title(of: $0)) },
            favouriteTitle: isFavourite ? CountryDetailsScreen.Text.removeFavourite : CountryDetailsScreen.Text.addFavourite,
            isFavouriteEnabled: !isReloading
        )
    }

    /// `"357,022 km²"`, `"0.49 km²"`: at most two decimals, without trailing zeros.
    static func areaText(_ area: Double) -> String {
        let number = area.formatted(
            .number.precision(.fractionLength(0...2)).rounded(rule: .toNearestOrAwayFromZero).locale(Locale(identifier: "en_US"))
        )
        return number + " km²"
    }

    /// `"Europe (Western Europe)"`; the region alone without a (different) subregion; `"-"`
    /// without a region.
    static func regionText(region: String?, subregion: String?) -> String {
        guard let region else { return CountryFormatter.missing }
        guard let subregion, subregion != region else { return region }
        return "\(region) (\(subregion))"
    }

    /// `"EUR € Euro"`, or `"CHF Swiss Franc"` without a symbol.
    static func currencyText(_ currency: Currency) -> String {
        guard let symbol = currency.symbol, !symbol.isEmpty else { return "\(currency.code) \(currency.name)" }
        return "\(currency.code) \(symbol) \(currency.name)"
    }
}
