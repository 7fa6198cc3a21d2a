/// Every repository an app needs, as one value: what each pattern receives at launch.
public struct FootballGatherRepositories: Sendable {
    public var users: any UserRepository
    public var settings: any SettingsRepository
    public var players: any PlayerRepository
    public var gathers: any GatherRepository

    public init(
        users: any UserRepository,
        settings: any SettingsRepository,
        players: any PlayerRepository,
        gathers: any GatherRepository
    ) {
        self.users = users
        self.settings = settings
        self.players = players
        self.gathers = gathers
    }
}
