/// The storage operation that failed, so the message can say what could not be done.
public enum StorageOperation: Hashable, Sendable {
    /// Listing or searching countries, or listing the regions.
    case loadCountries
    /// Fetching one country's details.
    case loadDetails
    case loadFavourites
    case saveFavourite
    /// Opening (or creating, migrating, seeding) the database file at `path`.
    case openDatabase(path: String, reason: String)

    /// What the user reads, for example "Could not load the countries.".
    public var message: String {
        switch self {
        case .loadCountries: "Could not load the countries."
        case .loadDetails: "Could not load the country details."
        case .loadFavourites: "Could not load the favourites."
        case .saveFavourite: "Could not save the favourite."
        case .openDatabase(let path, let reason): "Could not open the database at \(path): \(reason)"
        }
    }
}
