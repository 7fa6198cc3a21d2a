import AppLauncher
import CountriesCIS
import CountriesCleanDI
import CountriesModel
import CountriesMVC
import CountriesStorage
import CountriesMVVM
import CountriesReactor
import CountriesVIP
import CountriesVIPER

/// Countries as the executable and the parity suite run it.
public enum CountriesRegistry {
    /// The implementations, by pattern (in the workspace's order, MVC to Reactor): adding a
    /// pattern is one line here.
    public static var patterns: [Pattern: PatternFactory<CountriesRepositories>] {
        [
            .mvc: CountriesMVC.AppAssembly.makeApplication,
            .mvvm: CountriesMVVM.AppAssembly.makeApplication,
            .viper: CountriesVIPER.AppAssembly.makeApplication,
            .vip: CountriesVIP.AppAssembly.makeApplication,
            .cis: CountriesCIS.AppAssembly.makeApplication,
            .clean: CountriesCleanDI.AppAssembly.makeApplication,
            .reactor: CountriesReactor.AppAssembly.makeApplication,
        ]
    }

    public static func definition() -> AppDefinition<CountriesRepositories> {
        AppDefinition(
            name: "countries",
            patterns: patterns,
            openRepositories: { path in
                let database = path == ":memory:" ? try CountriesDatabase.inMemory() : try CountriesDatabase.openFile(at: path)
                return .sqlite(database)
            },
            injectingFaults: { repositories, faults in repositories.injectingFaults(faults) },
            linkExample: "countries://country/JPN",
            titleExample: "Add to favourites"
        )
    }
}
