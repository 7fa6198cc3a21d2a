/// The storage operation that failed, so the message can say what could not be done.
///
/// Every repository method maps any failure of the storage below it (SQLite, the file
/// system, an injected fault) to ``FootballGatherError/storage(_:)`` with its operation.
public enum StorageOperation: Hashable, Sendable {
    case loadPlayers
    case addPlayer
    case savePlayer
    case deletePlayer
    case startGather
    case endGather
    case loadGathers
    case login
    case register
    case loadSettings
    case saveSettings
    /// The database file could not be opened (or created, or migrated).
    case openDatabase(path: String, reason: String)

    /// What the user reads when this operation fails.
    public var failureMessage: String {
        switch self {
        case .loadPlayers: "Could not load the players."
        case .addPlayer: "Could not add the player."
        case .savePlayer: "Could not save the player."
        case .deletePlayer: "Could not delete the player."
        case .startGather: "Could not start the gather."
        case .endGather: "Could not save the gather."
        case .loadGathers: "Could not load the gathers."
        case .login: "Could not log in."
        case .register: "Could not register."
        case .loadSettings: "Could not load the settings."
        case .saveSettings: "Could not save the settings."
        case .openDatabase(let path, let reason): "Could not open the database at \(path): \(reason)"
        }
    }

    /// The fault-injection key of the repository operation that reports this failure
    /// (`"players.update"` for ``savePlayer``…), or `nil` for ``openDatabase(path:reason:)``.
    public var faultKey: String? {
        switch self {
        case .register: "users.register"
        case .login: "users.login"
        case .loadSettings: "settings.load"
        case .saveSettings: "settings.save"
        case .loadPlayers: "players.list"
        case .addPlayer: "players.add"
        case .savePlayer: "players.update"
        case .deletePlayer: "players.delete"
        case .startGather: "gathers.start"
        case .endGather: "gathers.end"
        case .loadGathers: "gathers.history"
        case .openDatabase: nil
        }
    }

    /// Every operation a repository performs, i.e. every one with a ``faultKey``.
    public static let repositoryOperations: [StorageOperation] = [
        .register, .login, .loadSettings, .saveSettings,
        .loadPlayers, .addPlayer, .savePlayer, .deletePlayer,
        .startGather, .endGather, .loadGathers,
    ]
}
