import CountriesModel

extension CountrySummary {
    /// A made-up row for presenter tests, which never reach the database.
    public static func row(_ alpha3: String, _ name: String, alpha2: String = "", population: Int = 1) -> CountrySummary {
        CountrySummary(alpha3: alpha3, alpha2: alpha2, name: name, population: population, region: "Europe")
    }
}
