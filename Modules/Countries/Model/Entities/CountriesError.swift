import Foundation

/// The one error type of the Countries data layer: every repository method throws only
/// this, typed, so a screen always has a case to word.
public enum CountriesError: Error, Hashable, Sendable, LocalizedError {
    /// No country has this alpha-3 code.
    case unknownCountry(String)
    /// The database could not do what was asked; nothing was changed.
    case storage(StorageOperation)
    /// The text is not a `countries://country/<ALPHA3>` link.
    case invalidLink(String)
    /// The task running the operation was cancelled; nothing was changed. Screens show
    /// nothing for it: a cancelled load has already gone back to what was shown before.
    case cancelled

    /// The readable message every pattern shows, for example "Unknown country XYZ.".
    public var message: String {
        switch self {
        case .unknownCountry(let code): "Unknown country \(code)."
        case .storage(let operation): operation.message
        case .invalidLink(let link): "Cannot open link \(link)."
        case .cancelled: "The operation was cancelled."
        }
    }

    public var errorDescription: String? { message }
}
