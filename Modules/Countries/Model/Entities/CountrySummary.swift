import Foundation

/// The part of a ``Country`` the countries list needs: one row of the list.
public struct CountrySummary: Identifiable, Hashable, Sendable {
    /// ISO 3166-1 alpha-3 code; the country's identity.
    public var alpha3: String
    /// ISO 3166-1 alpha-2 code; the flag is built from it.
    public var alpha2: String
    /// English short name.
    public var name: String
    /// Population as published by the source; `0` where the source has no figure.
    public var population: Int
    /// The country's region, `nil` where it has none.
    public var region: String?

    public var id: String { alpha3 }

    public init(alpha3: String, alpha2: String, name: String, population: Int, region: String?) {
        self.alpha3 = alpha3
        self.alpha2 = alpha2
        self.name = name
        self.population = population
        self.region = region
    }

    /// The flag emoji ("🇩🇪").
    public var flag: String { FlagEmoji.flag(forAlpha2: alpha2) }

    /// `summaries` sorted the way every list in the app is: by name, ignoring case and
    /// diacritics ("Åland Islands" with the A's, "Côte d'Ivoire" between "Costa Rica" and
    /// "Croatia"), then by exact name and code so equal keys keep a fixed order.
    ///
    /// The comparison does not depend on the machine's locale: results are reproducible.
    public static func sortedByName(_ summaries: [CountrySummary]) -> [CountrySummary] {
        summaries
            .map { (key: SearchText.fold($0.name), summary: $0) }
            .sorted { lhs, rhs in
                if lhs.key != rhs.key { return lhs.key < rhs.key }
                if lhs.summary.name != rhs.summary.name { return lhs.summary.name < rhs.summary.name }
                return lhs.summary.alpha3 < rhs.summary.alpha3
            }
            .map(\.summary)
    }
}
