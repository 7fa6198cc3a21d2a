import CountriesModel
import CountriesStorage

extension CountriesDataset {
    /// Four countries (Austria, Germany, Switzerland, and Antarctica without a region) with
    /// their currencies: small enough that a test can know every row.
    public static let sample = CountriesDataset(
        countries: [
            Country(
                alpha3: "ATA", alpha2: "AQ", name: "Antarctica",
                localizedNames: ["de": "Antarktis", "fr": "Antarctique"]
            ),
            Country(
                alpha3: "AUT", alpha2: "AT", name: "Austria",
                localizedNames: ["de": "Österreich", "ja": "オーストリア"],
                population: 8_527_230, capital: "Vienna", area: 83_871, region: "Europe",
                subregion: "Western Europe", currencyCodes: ["EUR"], languages: ["German"],
                neighbours: ["CHE", "DEU"], timezones: ["Europe/Vienna"]
            ),
            Country(
                alpha3: "CHE", alpha2: "CH", name: "Switzerland",
                localizedNames: ["de": "Schweiz", "fr": "Suisse"],
                population: 8_183_800, capital: "Bern", area: 41_284, region: "Europe",
                subregion: "Western Europe", currencyCodes: ["CHF"],
                languages: ["German", "French", "Italian"], neighbours: ["AUT", "DEU"],
                timezones: ["Europe/Zurich"]
            ),
            Country(
                alpha3: "DEU", alpha2: "DE", name: "Germany",
                localizedNames: ["de": "Deutschland", "ja": "ドイツ"],
                population: 83_240_525, capital: "Berlin", area: 357_022, region: "Europe",
                subregion: "Western Europe", currencyCodes: ["EUR"], languages: ["German"],
                neighbours: ["AUT", "CHE"], timezones: ["Europe/Berlin"]
            ),
        ],
        currencies: [
            "EUR": Currency(code: "EUR", name: "Euro", symbol: "€"),
            "CHF": Currency(code: "CHF", name: "Swiss Franc"),
        ]
    )
}
