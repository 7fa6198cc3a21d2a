import CountriesModel

/// Assembles a scene, View over Reactor over Worker, from its initial state: how a View
/// turns a route pulse into the screen it pushes. Only the Workers use the repositories.
@MainActor
struct SceneFactory {
    let repositories: CountriesRepositories

    func countryList() -> CountryListView {
        let reactor = CountryListReactor(worker: CountryListWorker(repositories: repositories))
        return CountryListView(reactor: reactor, scenes: self)
    }

    func countryDetails(_ initialState: CountryDetailsState) -> CountryDetailsView {
        let reactor = CountryDetailsReactor(initialState: initialState, worker: CountryDetailsWorker(repositories: repositories))
        return CountryDetailsView(reactor: reactor, scenes: self)
    }
}
