import Foundation

/// A username and password as typed on the Login screen, and the rules they follow.
///
/// The password is never trimmed, logged or stored; ``description`` masks it.
public struct Credentials: Equatable, Sendable, CustomStringConvertible {
    /// The usernames allowed, counted in characters as the user sees them once trimmed
    /// (``PlayerRules/length(of:)``, under the hard cap ``PlayerRules/maximumScalars``).
    public static let usernameLength: ClosedRange<Int> = 1...32

    public var username: String
    public var password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// The credentials to log in with: username trimmed, neither field empty
    /// (``FootballGatherError/bothFieldsMandatory``), no control character in the username
    /// (``FootballGatherError/usernameHasControlCharacters``). The password may hold any
    /// character: it is only ever hashed, never stored or shown.
    public func validatedForLogin() throws(FootballGatherError) -> Credentials {
        let trimmed = PlayerRules.trimmed(username)
        guard !trimmed.isEmpty, !password.isEmpty else { throw .bothFieldsMandatory }
        guard !PlayerRules.containsControlCharacters(trimmed) else { throw .usernameHasControlCharacters }
        return Credentials(username: trimmed, password: password)
    }

    /// The credentials to register with: as for login, and the username must be
    /// ``usernameLength`` long (``FootballGatherError/invalidUsername``).
    public func validatedForRegistration() throws(FootballGatherError) -> Credentials {
        let credentials = try validatedForLogin()
        let username = credentials.username
        guard Self.usernameLength.contains(PlayerRules.length(of: username)),
              username.unicodeScalars.count <= PlayerRules.maximumScalars else {
            throw .invalidUsername
        }
        return credentials
    }

    /// The form usernames are compared and stored in (the account's key): trimmed, in
    /// Unicode NFC, lowercased (full Unicode, which SQLite's `NOCASE` alone is not) and in
    /// NFC again, so "Ana", " ana " and "Zoë" typed precomposed (NFC) or decomposed (NFD)
    /// are each one user. SQLite compares bytes, so canonically equal spellings must be one
    /// byte sequence. The display spelling is kept as typed.
    public static func normalized(_ username: String) -> String {
        PlayerRules.trimmed(username).precomposedStringWithCanonicalMapping
            .lowercased().precomposedStringWithCanonicalMapping
    }

    public var description: String {
        "Credentials(username: \(username), password: ***)"
    }
}
