/// Accounts: registration and login.
///
/// Throws only ``FootballGatherError``: validation cases as they are, anything the storage
/// does wrong as ``FootballGatherError/storage(_:)`` with ``StorageOperation/register`` or
/// ``StorageOperation/login``.
public protocol UserRepository: Sendable {
    /// Creates a user. The username is trimmed, must be 1 to 32 characters and not taken
    /// by anyone, case-insensitively; the password is stored only as a salted slow hash.
    /// - Throws: ``FootballGatherError/bothFieldsMandatory``,
    ///   ``FootballGatherError/invalidUsername``, ``FootballGatherError/usernameTaken``.
    func register(username: String, password: String) async throws(FootballGatherError) -> User

    /// The user with this (trimmed, case-insensitive) username and password.
    /// - Throws: ``FootballGatherError/bothFieldsMandatory``, and
    ///   ``FootballGatherError/invalidCredentials`` for an unknown user and a wrong password
    ///   alike — in about the same time, so neither message nor timing tells them apart.
    func login(username: String, password: String) async throws(FootballGatherError) -> User
}
