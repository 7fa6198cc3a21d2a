import AppLauncher
import Benchmark

/// Measures one user action on one pattern: set up once, then per iteration stage, time the
/// typed line to its rendered screen, undo.
@MainActor
final class ActionRunner<Repositories: Sendable> {
    private let definition: AppDefinition<Repositories>
    private let pattern: Pattern
    private let action: UserAction
    private var app: RunningApp?
    private var iteration = 0

    nonisolated init(_ definition: AppDefinition<Repositories>, pattern: Pattern, action: UserAction) {
        self.definition = definition
        self.pattern = pattern
        self.action = action
    }

    func setUp() async throws {
        let app = try await RunningApp.launch(definition, pattern: pattern)
        try await app.prepare(action.setUp)
        self.app = app
    }

    func run(_ stopwatch: Stopwatch) async {
        guard let app else { return stopwatch.fail("\(pattern.rawValue): the app was not set up") }
        defer { iteration += 1 }
        do {
            try await app.prepare(action.before(iteration))
            let line = action.line(iteration)
            stopwatch.start()
            let (reply, screen) = await app.perform(line)
            stopwatch.stop()
            blackHole(screen)
            try RunningApp.check(reply, line)
            try await app.prepare(action.after(iteration))
        } catch {
            stopwatch.fail("\(pattern.rawValue): \(error)")
        }
    }
}
