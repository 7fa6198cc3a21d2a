/// Why a password could not be hashed; callers report it as a storage failure of their operation.
public enum PasswordHashingError: Error, Sendable {
    /// libsodium could not be set up.
    case libraryUnavailable
    /// An empty password, or a salt of the wrong size.
    case invalidInput
    /// The key derivation failed: the memory the cost asks for could not be allocated.
    case derivationFailed
}
