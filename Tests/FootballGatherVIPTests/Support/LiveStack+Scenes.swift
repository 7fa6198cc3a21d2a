import FootballGatherTestSupport
@testable import FootballGatherVIP

/// The VIP side of the shared live stack: scenes come from their Configurators, given what
/// the app's assembly gives them.
extension LiveStack {
    var assembly: SceneAssembly {
        SceneAssembly(repositories: repositories, environment: environment)
    }

    /// The coach's Players as the root, loaded.
    func showPlayers() async -> PlayerListViewController {
        let players = PlayerListConfigurator(assembly: assembly).makeScene()
        players.router.dataStore.userID = userID
        await show(players)
        return players
    }
}
