import AppSupport
import CountriesModel
import CountriesUI
import Foundation
import Observation

/// Everything the Country details scene knows.
struct CountryDetailsState: Equatable, Sendable {
    var domainState: DomainState

    /// The details of `country`, handed over by the list, a neighbour's row or a deep
    /// link (which has already looked the details up).
    init(country: CountrySummary, details: Loadable<CountryDetails, CountriesError> = .notRequested) {
        domainState = DomainState(country: country, details: details)
    }

    struct DomainState: Equatable, Sendable {
        let country: CountrySummary
        var details: Loadable<CountryDetails, CountriesError>
        var isFavourite = false
    }
}

/// The changes the Country details state goes through.
enum CountryDetailsMutation: Sendable {
    case loadStarted
    case mutateLoad(CountryDetailsModels.Load.Response)
    case cancelLoading
    case mutateToggleFavourite(CountryDetailsModels.ToggleFavourite.Response)
}

protocol CountryDetailsMutatable: AnyObject, Sendable {
    @MainActor func execute(_ mutation: CountryDetailsMutation)
}

protocol HasCountryDetailsDomainState: AnyObject, Sendable {
    @MainActor var domainState: CountryDetailsState.DomainState { get }
}

/// Holds the Country details state and maps it for the screen: every "Basic Info" value
/// formatted, the currencies, languages and neighbours, the favourite button (offering the
/// opposite mark, disabled while a reload is in flight), the message and the loading button.
@MainActor @Observable
final class CountryDetailsStore: CountryDetailsMutatable, HasCountryDetailsDomainState {
    private(set) var state: CountryDetailsState

    init(initialState: CountryDetailsState) {
        self.state = initialState
    }

    var domainState: CountryDetailsState.DomainState { state.domainState }

    /// The screen's display values.
    var viewModel: CountryDetailsModels.ViewModel { Self.viewModel(of: state) }

    func execute(_ mutation: CountryDetailsMutation) {
        state = Self.execute(state: state, mutation: mutation)
    }

    nonisolated static func execute(state: CountryDetailsState, mutation: CountryDetailsMutation) -> CountryDetailsState {
        var state = state
        switch mutation {
        case .loadStarted:
            state.domainState.details = state.domainState.details.loading()
        case .mutateLoad(let response):
            switch response.result {
            case .success(let loaded):
                state.domainState.details = .loaded(loaded.details)
                state.domainState.isFavourite = loaded.isFavourite
            case .failure(let error):
                state.domainState.details = .failed(error)
            }
        case .cancelLoading:
            state.domainState.details = state.domainState.details.cancelled()
        case .mutateToggleFavourite(let response):
            if case .success(let isFavourite) = response.result { state.domainState.isFavourite = isFavourite }
        }
        return state
    }

    nonisolated static func viewModel(of state: CountryDetailsState) -> CountryDetailsModels.ViewModel {
        let domainState = state.domainState
        let details = domainState.details
        return CountryDetailsModels.ViewModel(
            title: domainState.country.name,
            content: details.value.map { content(of: $0, isFavourite: domainState.isFavourite, isReloading: details.isLoading) },
            message: CountryFormatter.message(of: details),
            isLoading: details.isLoading,
            loadingControl: CountryFormatter.loadingControl(of: details)
        )
    }

    private nonisolated static func content(
        of details: CountryDetails,
        isFavourite: Bool,
        isReloading: Bool
    ) -> CountryDetailsScreen.Content {
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
            // While a reload is in flight the previous details stay on screen, read-only.
            isFavouriteEnabled: !isReloading
        )
    }

    /// `"357,022 km²"`, `"0.49 km²"`: at most two decimals, without trailing zeros.
    nonisolated static func areaText(_ area: Double) -> String {
        let number = area.formatted(
            .number.precision(.fractionLength(0...2)).rounded(rule: .toNearestOrAwayFromZero).locale(Locale(identifier: "en_US"))
        )
        return number + " km²"
    }

    /// `"Europe (Western Europe)"`; the region alone without a (different) subregion; `"-"`
    /// without a region. The subregion is the more telling half ("Americas" covers two continents).
    nonisolated static func regionText(region: String?, subregion: String?) -> String {
        guard let region else { return CountryFormatter.missing }
        guard let subregion, subregion != region else { return region }
        return "\(region) (\(subregion))"
    }

    /// `"EUR € Euro"`, or `"CHF Swiss Franc"` without a symbol.
    nonisolated static func currencyText(_ currency: Currency) -> String {
        guard let symbol = currency.symbol, !symbol.isEmpty else { return "\(currency.code) \(currency.name)" }
        return "\(currency.code) \(symbol) \(currency.name)"
    }
}
