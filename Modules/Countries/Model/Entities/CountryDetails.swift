/// Everything the country details screen shows: the country, its currencies resolved to
/// names and symbols, and its neighbours as list rows.
public struct CountryDetails: Hashable, Sendable {
    /// One row of the "Basic Info" section: a title and its value.
    public struct InfoRow: Hashable, Sendable {
        public var title: String
        public var value: String

        public init(title: String, value: String) {
            self.title = title
            self.value = value
        }
    }

    public var country: Country
    /// The country's currencies, in the country's order.
    public var currencies: [Currency]
    /// The neighbouring countries, sorted like every list (``CountrySummary/sortedByName(_:)``).
    public var neighbours: [CountrySummary]

    public init(country: Country, currencies: [Currency], neighbours: [CountrySummary]) {
        self.country = country
        self.currencies = currencies
        self.neighbours = neighbours
    }

    /// The screen title: the country's name.
    public var title: String { country.name }

    /// The "Basic Info" rows in order: Code, Capital, Population, Area, Region.
    public var basicInfo: [InfoRow] {
        [
            InfoRow(title: "Code", value: codeText),
            InfoRow(title: "Capital", value: capitalText),
            InfoRow(title: "Population", value: populationText),
            InfoRow(title: "Area", value: areaText),
            InfoRow(title: "Region", value: regionText),
        ]
    }

    /// The alpha-3 code, for example `"DEU"`.
    public var codeText: String { country.alpha3 }

    /// The capital, or `"-"` where there is none.
    public var capitalText: String { country.capital ?? Self.missing }

    /// The population grouped with ",": `"83,240,525"`.
    /// "-" where the source has no figure (stored as 0).
    public var populationText: String {
        country.population > 0 ? NumberText.grouped(country.population) : "-"
    }

    /// The area: `"357,022 km²"`, `"0.49 km²"`, or `"-"` where unknown.
    public var areaText: String {
        country.area.map { "\(NumberText.grouped($0)) km²" } ?? Self.missing
    }

    /// The region with its subregion in parentheses, `"Europe (Western Europe)"`; the
    /// region alone when there is no subregion; `"-"` without a region.
    ///
    /// The subregion is shown because it is the more telling half ("Americas" covers
    /// two continents) and costs no extra row.
    public var regionText: String {
        guard let region = country.region else { return Self.missing }
        guard let subregion = country.subregion, subregion != region else { return region }
        return "\(region) (\(subregion))"
    }

    /// The "Currencies" rows: `"EUR € Euro"` each.
    public var currencyRows: [String] { currencies.map(\.displayText) }

    /// The "Languages" rows: one English language name each.
    public var languageRows: [String] { country.languages }

    /// The "Neighboring countries" rows: `"🇦🇹 Austria"` each, in name order.
    public var neighbourRows: [String] { neighbours.map(\.rowTitle) }

    private static let missing = "-"
}
