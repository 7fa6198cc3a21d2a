struct AppEnvironment {
    let container: DIContainer

    static func bootstrap() -> AppEnvironment {
        let repository = CountriesWebRepository(client: APIClient())
        return AppEnvironment(container: DIContainer(countries: RealCountriesInteractor(repository: repository)))
    }
}
