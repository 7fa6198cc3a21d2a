/// The region picker's choice: every country, one region, or the countries without one.
public enum RegionFilter: Hashable, Sendable {
    case all
    case region(String)
    case noRegion

    /// The regions the picker always offers, in picker order.
    public static let standardRegions = ["Africa", "Americas", "Asia", "Europe", "Oceania"]

    /// The picker rows in order: "All", the standard regions, any other region found in
    /// the data (alphabetically; the bundled data has none), then "No region" only if some
    /// country has no region.
    ///
    /// - Parameter regionsInData: the region of every country (or each distinct one);
    ///   `nil` stands for a country without a region.
    public static func pickerRows(regionsInData: some Sequence<String?>) -> [RegionFilter] {
        var found = Set<String>()
        var hasNoRegion = false
        for region in regionsInData {
            if let region { found.insert(region) } else { hasNoRegion = true }
        }
        let extra = found.subtracting(standardRegions).sorted()
        return [.all]
            + (standardRegions + extra).map(RegionFilter.region)
            + (hasNoRegion ? [.noRegion] : [])
    }
}
