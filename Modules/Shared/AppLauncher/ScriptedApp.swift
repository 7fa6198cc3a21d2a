import AppSupport
import Foundation
import TerminalUI

/// An app as script mode runs it: the pattern's app over the definition's repositories with
/// fault injection, on virtual time (from its fixed start, in UTC), with the session that
/// drives it and the `@` directives that make its repositories fail or hang. `Launcher`
/// runs scripts on it; tests that drive every pattern line by line build it the same way.
@MainActor
public final class ScriptedApp {
    public let session: Session
    public let directives: TestDirectives

    /// - Parameter databasePath: `:memory:` or a prepared file path (``DatabaseLocation``).
    public convenience init<Repositories>(
        _ definition: AppDefinition<Repositories>, pattern: Pattern, databasePath: String = ":memory:"
    ) throws(LaunchError) {
        try self.init(definition, factory: Launcher.factory(for: pattern, in: definition), databasePath: databasePath)
    }

    init<Repositories>(_ definition: AppDefinition<Repositories>, factory: PatternFactory<Repositories>, databasePath: String) throws(LaunchError) {
        let time = VirtualTime()
        let environment = AppEnvironment(clock: time.clock, now: { time.now() }, timeZone: TimeZone(identifier: "UTC")!)
        let faults = FaultInjector()
        let repositories = definition.injectingFaults(try Launcher.openRepositories(definition, at: databasePath), faults)
        let session = Session(
            app: factory(repositories, environment), timekeeper: time, blockedWork: { faults.heldCount },
            linkExample: definition.linkExample, titleExample: definition.titleExample
        )
        self.session = session
        directives = TestDirectives(faults: faults, waitUntilIdle: { await session.waitUntilIdle() })
    }

    /// A script driver over this app that prints with `write`.
    public func driver(write: @escaping (String) -> Void) -> ScriptDriver {
        ScriptDriver(session: session, directives: directives.handle, write: write)
    }

    /// Lets held calls finish, so a confirmed save is kept, not dropped, when the script ends.
    public func finish() async {
        await directives.finish()
    }
}
