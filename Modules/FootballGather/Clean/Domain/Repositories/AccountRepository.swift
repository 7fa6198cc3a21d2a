import FootballGatherModel

/// The accounts the domain signs users in with. Implemented by the Data layer; use-case
/// tests replace it with a mock.
///
/// Throws only ``FootballGatherModel/FootballGatherError``: validation cases as they are,
/// storage failures as `.storage(.login)` / `.storage(.register)`.
public protocol AccountRepository: Sendable {
    /// Creates the account and returns its user. Credentials come already validated.
    func register(_ credentials: Credentials) async throws(FootballGatherError) -> User

    /// The user these credentials belong to; an unknown user and a wrong password both
    /// throw `.invalidCredentials`.
    func logIn(_ credentials: Credentials) async throws(FootballGatherError) -> User
}
