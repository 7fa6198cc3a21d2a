import CountriesModel
import CountriesStorage

extension CountriesDataset {
    /// Countries whose facts are at the edges of what the screens format: no population, a
    /// fractional area, a subregion equal to its region, no flag, a currency with an empty
    /// symbol.
    static let oddities = CountriesDataset(
        countries: [
            Country(
                alpha3: "TNY", alpha2: "TY", name: "Tinyland", population: 0, capital: "Speck",
                area: 0.49, region: "Oceania", subregion: "Oceania", currencyCodes: ["TNC"],
                languages: ["Tiny", "English"], neighbours: ["BGL"]
            ),
            Country(
                alpha3: "BGL", alpha2: "", name: "Bigland", population: 1_234_567_890,
                area: 1_234.567, region: "Asia", currencyCodes: ["BGC", "TNC"], neighbours: ["TNY"]
            ),
        ],
        currencies: [
            "TNC": Currency(code: "TNC", name: "Tiny Coin", symbol: ""),
            "BGC": Currency(code: "BGC", name: "Big Coin", symbol: "B$"),
        ]
    )
}
