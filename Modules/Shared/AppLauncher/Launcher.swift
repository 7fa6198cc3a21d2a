#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AppSupport
import Foundation
import TerminalUI

/// Starts an app the way both executables do: picks the pattern, opens the database,
/// chooses script or interactive mode, and runs the driver.
@MainActor
public enum Launcher {
    /// Runs the app described by `definition` with the user's options.
    ///
    /// A script that cannot be read is reported before the database is touched; the
    /// database path is then resolved and its folder made (``DatabaseLocation``).
    /// - Parameter environment: where `HOME` and `XDG_DATA_HOME` come from.
    public static func run<Repositories>(
        _ definition: AppDefinition<Repositories>,
        options: LaunchOptions,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws(LaunchError) {
        // Before anything is opened: a closed standard stream must not hand its descriptor
        // to the next file; a closed input then reads as an empty script.
        let streams = StandardStreams.inspect()
        // A reader that goes away becomes a failed write the app can stop on, closing its
        // database, instead of a signal that kills it mid-step.
        signal(SIGPIPE, SIG_IGN)
        let factory = try factory(for: options.pattern, in: definition)
        let script: ScriptInput? = if let scriptPath = options.script {
            try ScriptInput(path: scriptPath)
        } else if streams.inputWasClosed {
            try ScriptInput(path: "/dev/null")
        } else if !Terminal.isInteractive(fileDescriptor: 0) {
            ScriptInput(fileDescriptor: 0)
        } else {
            nil
        }
        let path = try DatabaseLocation.prepare(options.database, appName: definition.name, environment: environment)
        let output = StandardOutput(closed: streams.outputWasClosed)
        if let script {
            // Once output fails no further line is carried out: what was not shown is not done.
            let lines = script.lazy.prefix { _ in !output.hasFailed }
            try await runScript(lines, factory: factory, definition: definition, databasePath: path, link: options.link, write: output.write)
            if let failure = output.failure { throw failure.launchError }
            if let failure = script.failure {
                let source = options.script.map { "script \($0)" } ?? "standard input"
                throw LaunchError("cannot read \(source): \(failure)")
            }
        } else {
            try await runInteractive(factory: factory, definition: definition, databasePath: path, link: options.link, output: output)
            if let failure = output.failure { throw failure.launchError }
        }
    }

    /// Runs `script` in script mode and returns everything it printed: what the parity
    /// suite compares across patterns, and exactly what `--script` prints.
    /// `databasePath` is what `--database` would be (`nil` for the default file).
    public static func transcript<Repositories>(
        of script: [String],
        definition: AppDefinition<Repositories>,
        pattern: Pattern,
        databasePath: String? = ":memory:",
        link: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async throws(LaunchError) -> String {
        let factory = try factory(for: pattern, in: definition)
        let path = try DatabaseLocation.prepare(databasePath, appName: definition.name, environment: environment)
        var output = ""
        try await runScript(script, factory: factory, definition: definition, databasePath: path, link: link) { output += $0 }
        return output
    }

    /// The database file used when `--database` is not given.
    public nonisolated static func defaultDatabasePath(for appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DatabaseLocation.defaultPath(for: appName, environment: environment)
    }

    static func factory<Repositories>(for pattern: Pattern, in definition: AppDefinition<Repositories>) throws(LaunchError) -> PatternFactory<Repositories> {
        guard let factory = definition.patterns[pattern] else {
            let available = definition.availablePatterns.map(\.rawValue).joined(separator: ", ")
            throw LaunchError("\(definition.name) has no \(pattern.rawValue) implementation yet (available: \(available))")
        }
        return factory
    }

    private static func runScript<Repositories>(
        _ lines: some Sequence<String>,
        factory: PatternFactory<Repositories>,
        definition: AppDefinition<Repositories>,
        databasePath: String,
        link: String?,
        write: @escaping (String) -> Void
    ) async throws(LaunchError) {
        let app = try ScriptedApp(definition, factory: factory, databasePath: databasePath)
        await app.driver(write: write).run(lines, opening: link)
        // Held calls finish before the process may exit: a confirmed save is kept, not dropped.
        await app.finish()
    }

    private static func runInteractive<Repositories>(
        factory: PatternFactory<Repositories>,
        definition: AppDefinition<Repositories>,
        databasePath: String,
        link: String?,
        output: StandardOutput
    ) async throws(LaunchError) {
        let repositories = try openRepositories(definition, at: databasePath)
        let time = RealTime()
        let app = factory(repositories, AppEnvironment(clock: time.clock, now: { Date() }, timeZone: .current))
        let session = Session(
            app: app, timekeeper: time, linkExample: definition.linkExample, titleExample: definition.titleExample
        )
        let colours = Terminal.supportsColour(fileDescriptor: 1)
        let renderer = ScreenRenderer(
            style: colours ? .ansi : .plain,
            maximumRowsPerSection: max(5, (Terminal.rows(fileDescriptor: 1) ?? 40) - 18)
        )
        let driver = InteractiveDriver(session: session, renderer: renderer, input: input(until: output), write: output.write)
        await driver.run(opening: link)
    }

    /// The typed lines, ending as soon as `output` fails: the user can no longer see
    /// what a line would do, so the driver stops instead of carrying on blind.
    private static func input(until output: StandardOutput) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        output.onFailure = { continuation.finish() }
        let forwarding = Task {
            for await line in LineReader.standardInput() { continuation.yield(line) }
            continuation.finish()
        }
        continuation.onTermination = { _ in forwarding.cancel() }
        if output.hasFailed { continuation.finish() }
        return stream
    }

    static func openRepositories<Repositories>(_ definition: AppDefinition<Repositories>, at path: String) throws(LaunchError) -> Repositories {
        do {
            return try definition.openRepositories(path)
        } catch {
            let reason = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
            throw LaunchError(reason)
        }
    }
}
