import AppLauncher
import FootballGatherCIS
import FootballGatherCleanDI
import FootballGatherModel
import FootballGatherMVC
import FootballGatherStorage
import FootballGatherMVVM
import FootballGatherReactor
import FootballGatherVIP
import FootballGatherVIPER

/// Football Gather as the executable and the parity suite run it.
public enum FootballGatherRegistry {
    /// The implementations, by pattern (in the workspace's order, MVC to Reactor): adding a
    /// pattern is one line here.
    public static var patterns: [Pattern: PatternFactory<FootballGatherRepositories>] {
        [
            .mvc: FootballGatherMVC.AppAssembly.makeApplication,
            .mvvm: FootballGatherMVVM.AppAssembly.makeApplication,
            .viper: FootballGatherVIPER.AppAssembly.makeApplication,
            .vip: FootballGatherVIP.AppAssembly.makeApplication,
            .cis: FootballGatherCIS.AppAssembly.makeApplication,
            .clean: FootballGatherCleanDI.AppAssembly.makeApplication,
            .reactor: FootballGatherReactor.AppAssembly.makeApplication,
        ]
    }

    /// - Parameter hasher: the password hash; tests pass a cheap one, the app the standard one.
    public static func definition(hasher: any PasswordHasher = Argon2idPasswordHasher()) -> AppDefinition<FootballGatherRepositories> {
        AppDefinition(
            name: "football-gather",
            patterns: patterns,
            openRepositories: { path in
                let database = path == ":memory:" ? try FootballGatherDatabase.inMemory() : try FootballGatherDatabase.openFile(at: path)
                return .sqlite(database, hasher: hasher)
            },
            injectingFaults: { repositories, faults in repositories.injectingFaults(faults) },
            linkExample: nil, // Football Gather opens no links.
            titleExample: "Add player"
        )
    }
}
