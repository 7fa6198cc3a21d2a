import AppSupport
import FootballGatherCleanData
import FootballGatherCleanDomain
import FootballGatherCleanPresentation
import FootballGatherModel

/// The one place that wires everything, and the only one that sees every layer: the Data
/// adapters behind the Domain's repository protocols, the one ``AppState``, the use cases
/// (``UseCaseContainer``) and the view of each route (``ViewContainer``).
///
/// Use cases are stateless values, so the container makes a fresh one wherever one is
/// needed; the only shared object is the AppState they all write into.
@MainActor
struct AppContainer {
    let appState: AppState
    let environment: AppEnvironment
    let accounts: any AccountRepository
    let preferences: any PreferencesRepository
    let roster: any RosterRepository
    let gathers: any GatherLogRepository

    /// Everything over the Model's repositories (SQLite, possibly behind fault injection).
    init(repositories: FootballGatherRepositories, environment: AppEnvironment) {
        self.init(
            appState: AppState(),
            environment: environment,
            accounts: RealAccountRepository(users: repositories.users),
            preferences: RealPreferencesRepository(settings: repositories.settings),
            roster: RealRosterRepository(players: repositories.players),
            gathers: RealGatherLogRepository(gathers: repositories.gathers)
        )
    }

    /// Everything over any implementation of the Domain's repositories (tests pass mocks).
    init(
        appState: AppState, environment: AppEnvironment,
        accounts: any AccountRepository, preferences: any PreferencesRepository,
        roster: any RosterRepository, gathers: any GatherLogRepository
    ) {
        self.appState = appState
        self.environment = environment
        self.accounts = accounts
        self.preferences = preferences
        self.roster = roster
        self.gathers = gathers
    }

    /// The running app: the root view over the AppState, showing routes with this container's views.
    func makeApplication() -> RootView {
        RootView(appState: appState, goBack: goBack, view: makeView(for:))
    }
}
