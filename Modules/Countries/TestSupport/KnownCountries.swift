/// Well-known facts of the bundled dataset tests rely on, named so a test reads as a
/// sentence. If the dataset is regenerated and one of these changes, fix it here.
public enum KnownCountries {
    /// How many countries the bundled dataset holds (the ISO 3166-1 list).
    public static let count = 249

    public static let germany = "DEU"
    public static let austria = "AUT"
    public static let france = "FRA"
    public static let japan = "JPN"
    public static let switzerland = "CHE"
    public static let ivoryCoast = "CIV"
    public static let antarctica = "ATA"
    /// A well-formed code no country has.
    public static let unknown = "XYZ"

    /// Germany's neighbours in code order, as ``CountriesModel/Country/neighbours`` lists them.
    public static let germanyNeighbours = ["AUT", "BEL", "CHE", "CZE", "DNK", "FRA", "LUX", "NLD", "POL"]

    /// Germany's neighbours' names in list order, as the details screen shows them.
    public static let germanyNeighbourNames = [
        "Austria", "Belgium", "Czechia", "Denmark", "France", "Luxembourg", "Netherlands",
        "Poland", "Switzerland",
    ]

    /// The countries without a region: the "No region" picker row.
    public static let withoutRegion = ["Antarctica", "Heard Island and McDonald Islands"]

    /// What "ger" finds by English name (the README's example), in list order.
    public static let gerByEnglishName = ["Algeria", "Germany", "Niger", "Nigeria"]

    /// What "ger" finds in all: the English matches plus the Holy See, whose German name
    /// ("Heiliger Stuhl") contains "ger".
    public static let gerAllMatches = [
        "Algeria", "Germany", "Holy See (Vatican City State)", "Niger", "Nigeria",
    ]
}
