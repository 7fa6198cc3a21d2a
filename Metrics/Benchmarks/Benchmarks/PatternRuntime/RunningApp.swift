import AppLauncher
import AppSupport
import Benchmark
import Foundation
import TerminalUI

/// One pattern's app on virtual time over `:memory:` repositories, driven line by line as a
/// user types them: what the parity suite builds, minus the fault injection (the real app
/// has none).
@MainActor
final class RunningApp {
    /// A typed line the app refused: the benchmark would measure an error message.
    struct Refused: Error, CustomStringConvertible {
        let line: String
        let reply: String
        var description: String { "\"\(line)\" was refused: \(reply)" }
    }

    private let session: Session
    private let time: VirtualTime
    private let renderer = ScreenRenderer()

    private init(session: Session, time: VirtualTime) {
        self.session = session
        self.time = time
    }

    /// Opens fresh repositories, makes the pattern's app and waits for its first screen.
    static func launch<Repositories>(_ definition: AppDefinition<Repositories>, pattern: Pattern) async throws -> RunningApp {
        guard let factory = definition.patterns[pattern] else {
            throw Refused(line: "launch", reply: "\(definition.name) has no \(pattern.rawValue)")
        }
        let time = VirtualTime()
        let environment = AppEnvironment(clock: time.clock, now: { time.now() }, timeZone: TimeZone(identifier: "UTC")!)
        let app = factory(try definition.openRepositories(":memory:"), environment)
        let running = RunningApp(session: Session(app: app, timekeeper: time, linkExample: definition.linkExample), time: time)
        await running.session.start()
        return running
    }

    /// The screen as the user sees it now.
    func render() -> String {
        renderer.render(session.screen)
    }

    /// Carries out `line` and renders the screen it leaves: the measured unit.
    func perform(_ line: String) async -> (reply: Session.Reply, screen: String) {
        let reply = await session.execute(line)
        return (reply, renderer.render(session.screen))
    }

    /// Carries out `line` as `Session.execute` does, timing its parts apart: the event (parse,
    /// resolve, the pattern's synchronous handling, or the virtual time passing for `wait`),
    /// waiting for idle (the work the event started, and the toolkit's polling), rendering.
    func performInPhases(_ line: String) async throws -> Phases {
        let clock = ContinuousClock()
        let start = clock.now
        guard let command = try CommandParser.parse(line) else { throw Refused(line: line, reply: "nothing to do") }
        switch try CommandResolver.resolve(command, on: session.screen) {
        case .event(let event):
            session.app.navigationController.send(event)
        case .back:
            _ = session.app.navigationController.goBack()
        case .wait(let seconds):
            await time.pass(.seconds(seconds))
        default:
            throw Refused(line: line, reply: "no phases for this command")
        }
        let handled = clock.now
        await session.waitUntilIdle()
        let idle = clock.now
        blackHole(renderer.render(session.screen))
        let rendered = clock.now
        return Phases(event: handled - start, idle: idle - handled, render: rendered - idle)
    }

    /// Where one action's time went.
    struct Phases {
        let event: Duration
        let idle: Duration
        let render: Duration
    }

    /// Carries out lines that set the stage (not measured); any refusal stops the benchmark.
    func prepare(_ lines: [String]) async throws {
        for line in lines {
            let reply = await session.execute(line)
            try Self.check(reply, line)
        }
    }

    static func check(_ reply: Session.Reply, _ line: String) throws {
        switch reply {
        case .screen, .nothing: return
        case .error(let message): throw Refused(line: line, reply: message)
        case .text(let text): throw Refused(line: line, reply: "text instead of a screen: \(text.prefix(60))")
        case .quit: throw Refused(line: line, reply: "quit")
        }
    }
}
