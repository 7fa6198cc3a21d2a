import AppSupport
import CountriesModel
import CountriesUI

/// What the details' Interactor hands on to be shown.
@MainActor
protocol CountryDetailsPresentationLogic: AnyObject {
    func presentDetails(response: CountryDetails.FetchDetails.Response)
}

/// Words the details for the screen: the title, every "Basic Info" value ("357,022 km²",
/// "Europe (Western Europe)", "-" for what the source lacks), "EUR € Euro", the neighbours,
/// the favourite button's title and whether it is enabled (not while reloading), what shows
/// instead of details with its loading control, and the words of a failed save. It keeps no
/// state.
@MainActor
final class CountryDetailsPresenter: CountryDetailsPresentationLogic {
    weak var viewController: (any CountryDetailsDisplayLogic)?

    func presentDetails(response: CountryDetails.FetchDetails.Response) {
        let details = response.details
        viewController?.displayDetails(viewModel: CountryDetails.FetchDetails.ViewModel(
            title: response.country.name,
            content: details.value.map { Self.content(of: $0, isFavourite: response.isFavourite, isReloading: details.isLoading) },
            message: CountryFormatter.loadingMessage(for: details),
            isLoading: details.isLoading,
            loadingControl: CountryFormatter.loadingControl(for: details),
            errorMessage: response.error?.message
        ))
    }

    /// "Europe (Western Europe)"; the region alone when the subregion adds nothing.
    static func region(of country: Country) -> String {
        guard let region = country.region else { return CountryFormatter.unknown }
        guard let subregion = country.subregion, subregion != region else { return region }
        return "\(region) (\(subregion))"
    }

    /// "EUR € Euro", or "CHF Swiss Franc" for a currency without a symbol.
    static func currency(_ currency: Currency) -> String {
        guard let symbol = currency.symbol, !symbol.isEmpty else { return "\(currency.code) \(currency.name)" }
        return "\(currency.code) \(symbol) \(currency.name)"
    }

    /// While a reload is in flight the details shown before stay, read-only.
    private static func content(
        of details: CountriesModel.CountryDetails,
        isFavourite: Bool,
        isReloading: Bool
    ) -> CountryDetailsScreen.Content {
        let country = details.country
        return CountryDetailsScreen.Content(
            basicInfo: CountryDetailsScreen.BasicInfo(
                code: country.alpha3,
                capital: country.capital ?? CountryFormatter.unknown,
                population: country.population > 0 ? CountryFormatter.grouped(country.population) : CountryFormatter.unknown,
                area: country.area.map(CountryFormatter.area) ?? CountryFormatter.unknown,
                region: region(of: country)
            ),
            currencies: details.currencies.map(currency),
            languages: country.languages,
            neighbours: details.neighbours.map {
                CountryDetailsScreen.Neighbour(alpha3: $0.alpha3, title: CountryFormatter.title(of: $0))
            },
            favouriteTitle: isFavourite ? CountryDetailsScreen.Text.removeFavourite : CountryDetailsScreen.Text.addFavourite,
            isFavouriteEnabled: !isReloading
        )
    }
}
