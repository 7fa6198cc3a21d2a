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
    /// Performed actions: the measured ones and the phased ones (an alternating action
    /// alternates over both).
    private var iteration = 0
    private var calls = 0

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

    /// Every `phaseInterval`-th call also runs the action once more split into phases
    /// (custom metrics; not part of the timed sample).
    static var phaseInterval: Int { 4 }

    func run(_ stopwatch: Stopwatch) async {
        guard let app else { return stopwatch.fail("\(pattern.rawValue): the app was not set up") }
        defer { calls += 1 }
        do {
            try await app.prepare(action.before(iteration))
            let line = action.line(iteration)
            stopwatch.start()
            let (reply, screen) = await app.perform(line)
            stopwatch.stop()
            blackHole(screen)
            try RunningApp.check(reply, line)
            try await app.prepare(action.after(iteration))
            iteration += 1
            if calls % Self.phaseInterval == 0 { try await runInPhases(app, stopwatch) }
        } catch {
            stopwatch.fail("\(pattern.rawValue): \(error)")
        }
    }

    /// The same action once more, from the same state, timed by phase.
    private func runInPhases(_ app: RunningApp, _ stopwatch: Stopwatch) async throws {
        try await app.prepare(action.before(iteration))
        let phases = try await app.performInPhases(action.line(iteration))
        try await app.prepare(action.after(iteration))
        iteration += 1
        stopwatch.record(phases)
    }
}
