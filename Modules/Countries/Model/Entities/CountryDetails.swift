/// A country with what its details need from elsewhere: its currencies resolved to names
/// and symbols, and its neighbours as summaries.
public struct CountryDetails: Hashable, Sendable {
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
}
