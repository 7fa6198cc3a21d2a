import AppSupport
import FootballGatherModel

/// What the Configurators build scenes on: the shared data and the outside world (clock,
/// dates, time zone). A Router hands it to the Configurator of the scene it opens, so a
/// scene's set-up never reaches further than its own Configurator.
struct SceneAssembly: Sendable {
    let repositories: FootballGatherRepositories
    let environment: AppEnvironment
}
