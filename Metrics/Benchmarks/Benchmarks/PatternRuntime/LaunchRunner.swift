import AppLauncher
import Benchmark

/// Measures launch to first screen: fresh `:memory:` repositories (migrations, Countries'
/// bundled dataset), the pattern's assembly, the first screen settled and rendered.
@MainActor
final class LaunchRunner<Repositories: Sendable> {
    private let definition: AppDefinition<Repositories>
    private let pattern: Pattern

    nonisolated init(_ definition: AppDefinition<Repositories>, pattern: Pattern) {
        self.definition = definition
        self.pattern = pattern
    }

    func run(_ stopwatch: Stopwatch) async {
        do {
            stopwatch.start()
            let app = try await RunningApp.launch(definition, pattern: pattern)
            let screen = app.render()
            stopwatch.stop()
            blackHole(screen)
        } catch {
            stopwatch.fail("\(pattern.rawValue): \(error)")
        }
    }
}
