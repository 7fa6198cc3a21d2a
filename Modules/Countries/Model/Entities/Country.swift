/// A country or territory of the bundled dataset, with everything the details screen shows.
///
/// Facts come from the dataset as published (see `DATASET.md`); optional ones are `nil`
/// where the source has nothing.
public struct Country: Identifiable, Hashable, Sendable {
    /// ISO 3166-1 alpha-3 code, for example `"DEU"`; the country's identity.
    public var alpha3: String
    /// ISO 3166-1 alpha-2 code, for example `"DE"`; the flag is built from it.
    public var alpha2: String
    /// English short name, for example `"Germany"` or `"Côte d'Ivoire"`.
    public var name: String
    /// Names in other languages keyed by language code (`"de"`, `"es"`, `"fr"`, `"it"`,
    /// `"ja"`), where the source has them. Search matches these too.
    public var localizedNames: [String: String]
    /// Population as published by the source; `0` where the source has no figure.
    public var population: Int
    public var capital: String?
    /// Area in square kilometres.
    public var area: Double?
    /// One of "Africa", "Americas", "Asia", "Europe", "Oceania"; `nil` for places without
    /// one (Antarctica).
    public var region: String?
    /// A finer region, for example "Western Europe" or "Caribbean".
    public var subregion: String?
    /// ISO 4217 codes of the currencies in use, in the source's order.
    public var currencyCodes: [String]
    /// English names of the official languages, for example `["German"]`.
    public var languages: [String]
    /// Alpha-3 codes of the countries sharing a land border, sorted by code.
    public var neighbours: [String]
    /// IANA time zone identifiers, for example `["Europe/Berlin"]`.
    public var timezones: [String]

    public var id: String { alpha3 }

    public init(
        alpha3: String,
        alpha2: String,
        name: String,
        localizedNames: [String: String] = [:],
        population: Int = 0,
        capital: String? = nil,
        area: Double? = nil,
        region: String? = nil,
        subregion: String? = nil,
        currencyCodes: [String] = [],
        languages: [String] = [],
        neighbours: [String] = [],
        timezones: [String] = []
    ) {
        self.alpha3 = alpha3
        self.alpha2 = alpha2
        self.name = name
        self.localizedNames = localizedNames
        self.population = population
        self.capital = capital
        self.area = area
        self.region = region
        self.subregion = subregion
        self.currencyCodes = currencyCodes
        self.languages = languages
        self.neighbours = neighbours
        self.timezones = timezones
    }

    /// The flag emoji, built from the alpha-2 code's regional-indicator symbols ("🇩🇪").
    public var flag: String { FlagEmoji.flag(forAlpha2: alpha2) }

    /// What the countries list shows for this country.
    public var summary: CountrySummary {
        CountrySummary(alpha3: alpha3, alpha2: alpha2, name: name, population: population, region: region)
    }
}
