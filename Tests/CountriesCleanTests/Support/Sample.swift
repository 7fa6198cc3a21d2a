import CountriesModel
import CountriesStorage
import CountriesTestSupport

/// The countries of the sample dataset (Antarctica, Austria, Germany, Switzerland) as the
/// mocks answer them.
enum Sample {
    static let countries = CountriesDataset.sample.countries

    static func country(_ alpha3: String) -> Country {
        countries.first { $0.alpha3 == alpha3 }!
    }

    /// Every sample country, sorted as every list is.
    static let summaries = CountrySummary.sortedByName(countries.map(\.summary))

    static let germany = country("DEU").summary
    static let austria = country("AUT").summary

    /// The details of each sample country, by code.
    static let details: [String: CountryDetails] = Dictionary(uniqueKeysWithValues: countries.map { country in
        let currencies = country.currencyCodes.compactMap { CountriesDataset.sample.currencies[$0] }
        let neighbours = CountrySummary.sortedByName(country.neighbours.map { Self.country($0).summary })
        return (country.alpha3, CountryDetails(country: country, currencies: currencies, neighbours: neighbours))
    })
}
