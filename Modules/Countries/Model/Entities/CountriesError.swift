import Foundation

/// The one error type of the Countries data layer: every repository method throws only
/// this (or `CancellationError` when the calling task is cancelled).
public enum CountriesError: Error, Hashable, Sendable, LocalizedError {
    /// No country has this alpha-3 code.
    case unknownCountry(String)
    /// The database could not do what was asked; nothing was changed.
    case storage(StorageOperation)
    /// The text is not a `countries://country/<ALPHA3>` link.
    case invalidLink(String)

    /// The readable message every pattern shows, for example "Unknown country XYZ.".
    public var message: String {
        switch self {
        case .unknownCountry(let code): "Unknown country \(code)."
        case .storage(let operation): operation.message
        case .invalidLink(let link): "Cannot open link \(link)."
        }
    }

    public var errorDescription: String? { message }
}
