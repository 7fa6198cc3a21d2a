import CountriesModel
import CountriesUI
import Foundation

/// How a country's details read on screen: every value of "Basic Info", the currency,
/// language and neighbour rows, and the favourite button.
enum CountryDetailsFormatter {
    /// The screen's content for `details`; the favourite button offers the opposite of
    /// `isFavourite` and waits while a reload is in flight.
    static func content(_ details: CountryDetails, isFavourite: Bool, isLoading: Bool) -> CountryDetailsScreen.Content {
        let country = details.country
        return CountryDetailsScreen.Content(
            basicInfo: CountryDetailsScreen.BasicInfo(
                code: country.alpha3,
                capital: country.capital ?? CountryFormatter.missing,
                population: country.population > 0 ? CountryFormatter.grouped(country.population) : CountryFormatter.missing,
                area: country.area.map(area) ?? CountryFormatter.missing,
                region: region(of: country)
            ),
            currencies: details.currencies.map(currency),
            languages: country.languages,
            neighbours: details.neighbours.map {
                CountryDetailsScreen.Neighbour(alpha3: $0.alpha3, title: CountryFormatter.title(of: $0))
            },
            favouriteTitle: isFavourite ? CountryDetailsScreen.Text.removeFavourite : CountryDetailsScreen.Text.addFavourite,
            isFavouriteEnabled: !isLoading
        )
    }

    /// `"357,022 km²"`, `"0.49 km²"`: at most two decimals, grouped, whatever the locale.
    static func area(_ area: Double) -> String {
        let number = area.formatted(
            .number.precision(.fractionLength(0...2)).rounded(rule: .toNearestOrAwayFromZero).locale(Locale(identifier: "en_US"))
        )
        return number + " km²"
    }

    /// `"Europe (Western Europe)"`; the region alone without a (different) subregion,
    /// ``CountryFormatter/missing`` without a region. The subregion is the more telling half
    /// ("Americas" covers two continents).
    static func region(of country: Country) -> String {
        guard let region = country.region else { return CountryFormatter.missing }
        guard let subregion = country.subregion, subregion != region else { return region }
        return "\(region) (\(subregion))"
    }

    /// `"EUR € Euro"`, or `"CHF Swiss Franc"` without a symbol.
    static func currency(_ currency: Currency) -> String {
        guard let symbol = currency.symbol, !symbol.isEmpty else { return "\(currency.code) \(currency.name)" }
        return "\(currency.code) \(symbol) \(currency.name)"
    }
}
