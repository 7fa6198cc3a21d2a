import CountriesModel

/// What the Configurators build scenes from: the shared data. Countries' scenes use no clock,
/// dates or time zone, so the app's environment is not part of it. A Router hands it to the
/// Configurator of the scene it opens, so a scene's set-up never reaches further than its
/// own Configurator.
struct SceneAssembly: Sendable {
    let repositories: CountriesRepositories
}
