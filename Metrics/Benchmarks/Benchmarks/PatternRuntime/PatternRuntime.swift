import AppLauncher
import Benchmark
import CountriesApp
import FootballGatherApp
import FootballGatherStorage

/// Every pattern the registries hold, discovered: a new pattern is measured without edits.
/// Names are `<app>/<pattern>/<what>`, where `<what>` is an action's title, `launch` or
/// `journeys`; MetricsKit reads them back from the JMH export.
let benchmarks: @Sendable () -> Void = {
    // The cheap password hash the parity suite uses, so registering does not dominate.
    register(FootballGatherRegistry.definition(hasher: Argon2idPasswordHasher(cost: .fast)), actions: FootballGatherActions.all)
    register(CountriesRegistry.definition(), actions: CountriesActions.all)
}

private func register<Repositories: Sendable>(_ definition: AppDefinition<Repositories>, actions: [UserAction]) {
    for pattern in definition.availablePatterns {
        let prefix = "\(definition.name)/\(pattern.rawValue)"
        for action in actions {
            let runner = ActionRunner(definition, pattern: pattern, action: action)
            Benchmark("\(prefix)/\(action.title)", configuration: Configurations.action) { benchmark in
                await runner.run(Stopwatch(benchmark))
            } setup: {
                try await runner.setUp()
            }
        }
        let launch = LaunchRunner(definition, pattern: pattern)
        Benchmark("\(prefix)/launch", configuration: Configurations.launch) { benchmark in
            await launch.run(Stopwatch(benchmark))
        }
        let journeys = JourneyRunner(definition, pattern: pattern)
        Benchmark("\(prefix)/journeys", configuration: Configurations.journeys) { benchmark in
            await journeys.run(Stopwatch(benchmark))
        } setup: {
            try await journeys.setUp()
        }
    }
}
