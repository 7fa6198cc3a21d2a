import AppLauncher
import CountriesStorage
import FootballGatherStorage
import Foundation
import PropertyBased
import TerminalUI
import Testing

/// The hostile-user probe as property tests (swift-property-based): random walks through
/// both apps, made of lines drawn from what each screen offers (its buttons, switches,
/// fields, steppers, pickers, rows and alerts), lines that do not apply, hostile text
/// (``HostileText``) and test directives over every fault key.
///
/// - **Lockstep**: every registered pattern runs the same walk in-process, line by line.
///   After each line all patterns must have printed the same bytes, and nothing may reach
///   the terminal raw (no control, format or separator character the renderer escapes); the
///   walk must not crash the process.
/// - **Kill**: a walk runs in one pattern, the real executable on a database file, and is
///   killed with SIGKILL (`kill -9`) after the last line that left saved data on screen
///   (the Players rows in Football Gather, favourites in Countries). Reopened on the
///   same file, the app must show all of it again. It starts processes, so it runs fewer
///   and shorter walks, one pattern after another.
///
/// A failing walk is shrunk (whole chunks of lines first, then simpler lines and texts) and
/// the failure prints the shrunk script, ready to paste into a file and run with
/// `--script`. If a walk crashes the test process, the lines it had sent are in
/// `$TMPDIR/parity-fuzz-<app>-<start>.script` (`<app>-kill` for a kill walk).
///
/// The walks are the same on every run, from seed 2026: in `Scripts/test`, 2 lockstep walks of
/// 60 lines per test and 7 kill walks (one per pattern) of 20 lines per app, a few seconds; in
/// `Scripts/test --slow` and CI, 8 lockstep walks of 120 lines and 7 kill walks of 40. Longer
/// on request:
///
///     FUZZ_ITERATIONS=200 FUZZ_LINES=300 FUZZ_SEED=7 swift test --skip-build --filter FuzzParityTests
///
/// `FUZZ_ITERATIONS` is the lockstep walks per test (the kill property runs a quarter of
/// them, at least 7), `FUZZ_LINES` the random lines per lockstep walk (a third for a kill
/// walk), `FUZZ_SEED` the first walk's seed; the time limit grows with them. A failure names
/// the walk's own seed: `FUZZ_SEED=<it> FUZZ_ITERATIONS=1` draws that walk first (a kill
/// walk then runs in the first pattern: kill walks take the patterns in turn, and the
/// message names its own). The package's `.fixedSeed` hint in the message does not apply:
/// walks come from these seeds.
@MainActor
@Suite(.shrinking, .timeLimit(FuzzSettings.current.timeLimit)) struct FuzzParityTests {
    private static let settings = FuzzSettings.current

    /// Walks that start on Players (signed in, two players) and on Gather (a gather running),
    /// and two that start with a call held and release it at a random step: a delete of Ada
    /// (which the walk may follow into her details, an editor, a selection or a gather, and
    /// whose failure, after `@heal`, is Players' error, shown when Players is on top again)
    /// and a rename of her, saved and left, which lands under whatever the walk shows then.
    nonisolated private static let footballGatherStarts: [FuzzStart] = {
        let players = [
            "type Username coach", "type Password pitch", "tap Register",
            "tap \"Add player\"", "type Name Ada", "tap Done", "tap \"Add player\"", "type Name Bea", "tap Done",
        ]
        let gather = players + [
            "tap Select", "select Ada", "select Bea", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bea \"Team B\"", "tap \"Start Gather\"", "tap Start",
        ]
        let heldDelete = players + ["@hold players.delete", "delete Ada", "alert Yes"]
        let heldEdit = players + ["@hold players.update", "select Ada", "select Name", "type Name Zed", "tap Done", "back"]
        return [
            FuzzStart(name: "players", lines: players), FuzzStart(name: "gather", lines: gather),
            FuzzStart(name: "held-delete", lines: heldDelete, releasesLater: true),
            FuzzStart(name: "held-edit", lines: heldEdit, releasesLater: true),
        ]
    }()

    @Test(arguments: footballGatherStarts)
    func footballGatherPatternsAgreeOnRandomWalks(start: FuzzStart) async {
        await checkLockstep(FootballGatherParityTests.definition, FootballGatherFuzzing(), start: start, minimumScreens: 3)
    }

    @Test func countriesPatternsAgreeOnRandomWalks() async {
        await checkLockstep(CountriesParityTests.definition, CountriesFuzzing(), start: FuzzStart(name: "list", lines: []), minimumScreens: 2)
    }

    @Test func footballGatherKeepsWhatItShowedAsSavedThroughAKill() async {
        await checkKill(FootballGatherParityTests.definition, FootballGatherFuzzing(), executable: .footballGather, start: Self.footballGatherStarts[0])
    }

    @Test func countriesKeepsWhatItShowedAsSavedThroughAKill() async {
        await checkKill(CountriesParityTests.definition, CountriesFuzzing(), executable: .countries, start: FuzzStart(name: "list", lines: []))
    }

    // MARK: - Lockstep

    private func checkLockstep<Repositories>(
        _ definition: AppDefinition<Repositories>, _ app: some FuzzedApp, start: FuzzStart, minimumScreens: Int
    ) async {
        if let problem = Self.settings.problem { Issue.record("\(problem)"); return }
        let walks = FuzzWalk.generator(
            start: start.lines, length: Self.settings.lines, seeds: FuzzSeeds(first: Self.settings.seed), releasing: start.releasesLater
        )
        var screensSeen: [Int] = []
        await propertyCheck(count: Self.settings.iterations, input: walks) { walk in
            let seen = try await patternsAgree(
                on: walk, definition, app, trail: "\(definition.name)-\(start.name)"
            )
            if !walk.isShrunk { screensSeen.append(seen) }
        }
        // A walk stuck on one screen would prove little.
        #expect(screensSeen.allSatisfy { $0 >= minimumScreens }, "screens seen per walk: \(screensSeen)")
    }

    /// Runs `walk` in every pattern at once; returns how many screens it saw.
    private func patternsAgree<Repositories>(
        on walk: FuzzWalk, _ definition: AppDefinition<Repositories>, _ app: some FuzzedApp,
        trail name: String
    ) async throws -> Int {
        let runs = try definition.availablePatterns.map { try FuzzedRun(definition, pattern: $0) }
        try #require(runs.count > 1, "parity needs at least two patterns")
        for run in runs { await run.start() }
        let trail = CrashTrail(name: name)
        var script: [String] = [], screens: Set<String> = []
        let howToRun = """
            then run it in both patterns and compare: \
            swift run \(definition.name) --database :memory: --script \(FuzzScript.file) --pattern <pattern>
            """
        for step in walk.steps {
            let line = step.line(on: runs[0].screen, app: app)
            script.append(line)
            trail.append(line)
            var outputs: [String] = []
            for run in runs { outputs.append(await run.perform(line)) }
            screens.insert(runs[0].screen.title)
            if let (run, output) = zip(runs, outputs).dropFirst().first(where: { $0.1 != outputs[0] }) {
                Issue.record("""
                    \(walk.testDescription): after line \(script.count), \(run.pattern.rawValue) printed something else than \
                    \(runs[0].pattern.rawValue): \(ParityCheck.firstDifference(output, outputs[0]))
                    \(FuzzScript(lines: script).reproduction(howToRun))
                    """)
                break
            }
            if let raw = Self.firstRawControl(in: outputs[0]) {
                Issue.record("""
                    \(walk.testDescription): after line \(script.count), U+\(String(raw.value, radix: 16, uppercase: true)) reached the terminal raw
                    \(FuzzScript(lines: script).reproduction(howToRun))
                    """)
                break
            }
        }
        for run in runs { await run.finish() }
        trail.remove()
        return screens.count
    }

    /// The first character printed that would drive a terminal or hide or reorder text: a
    /// control, format or separator character the renderer should have escaped.
    private static func firstRawControl(in output: String) -> Unicode.Scalar? {
        // The rule VisibleText keeps (README, "Control, format and separator characters"):
        // no scalar of category Cc, Cf, Zl or Zp but the line end, the joiners, and the tag
        // characters of an emoji flag (U+1F3F4, tags, U+E007F).
        var inFlag = false
        for scalar in output.unicodeScalars {
            defer { inFlag = scalar.value == 0x1F3F4 || (inFlag && (0xE0020...0xE007E).contains(scalar.value)) }
            switch scalar.value {
            case 0x0A, 0x200C, 0x200D: continue
            case 0xE0020...0xE007F where inFlag: continue
            default: break
            }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return scalar
            default: continue
            }
        }
        return nil
    }

    // MARK: - Kill

    private func checkKill<Repositories>(
        _ definition: AppDefinition<Repositories>, _ app: some FuzzedApp, executable: BuiltApp, start: FuzzStart
    ) async {
        if let problem = Self.settings.problem { Issue.record("\(problem)"); return }
        let patterns = definition.availablePatterns
        let walks = FuzzWalk.generator(start: start.lines, length: Self.settings.killLines, seeds: FuzzSeeds(first: Self.settings.seed))
        await propertyCheck(count: Self.settings.killIterations, input: walks) { walk in
            let pattern = patterns[walk.number % patterns.count]
            try await savedDataSurvivesAKill(walk, pattern: pattern, definition, app, executable: executable)
        }
    }

    private func savedDataSurvivesAKill<Repositories, App: FuzzedApp>(
        _ walk: FuzzWalk, pattern: Pattern, _ definition: AppDefinition<Repositories>, _ app: App, executable: BuiltApp
    ) async throws {
        guard let kill = try await killPoint(of: walk, pattern: pattern, definition, app) else { return }
        let script = FuzzScript(lines: kill.lines)
        let home = try FreshHome()
        let database = home.file("\(executable.rawValue).sqlite")
        let killed = try await KilledApp.run(
            executable, arguments: ["--pattern", pattern.rawValue, "--database", database], environment: home.environment,
            lines: kill.lines, until: kill.printed
        )
        let app = "\(executable.rawValue) --pattern \(pattern.rawValue) --database killed.sqlite"
        let howToRun = """
            then run: rm -f killed.sqlite*; (cat \(FuzzScript.file); sleep 30) | .build/debug/\(app) & sleep 5; kill -9 $!; \
            .build/debug/\(app)
            """
        guard killed.reachedTheEnd else {
            Issue.record("""
                \(walk.testDescription), \(pattern.rawValue): the executable did not print what the walk prints in-process \
                (\(ParityCheck.firstDifference(killed.output, kill.printed))); its errors: \(killed.errors)
                \(script.reproduction(howToRun))
                """)
            return
        }
        var found: [String: String] = [:]
        for reopening in kill.app.reopenings {
            let reopened = try FuzzedRun(definition, pattern: pattern, databasePath: database)
            await reopened.start()
            for line in reopening { _ = await reopened.perform(line) }
            found = kill.app.saved(on: reopened.screen) ?? [:]
            await reopened.finish()
            if kill.saved.allSatisfy({ found[$0.key] == $0.value }) { return }
        }
        let missing = kill.saved.filter { found[$0.key] != $0.value }.map { "\($0.value) (\($0.key))" }.sorted()
        Issue.record("""
            \(walk.testDescription), \(pattern.rawValue): shown as saved before kill -9, missing after reopening: \(missing)
            \(script.reproduction(howToRun))
            """)
    }

    /// Runs `walk` in-process to find where to kill it: after the last line that left saved
    /// data on screen (or, if none did, a screen that could have shown it).
    private func killPoint<Repositories, App: FuzzedApp>(
        of walk: FuzzWalk, pattern: Pattern, _ definition: AppDefinition<Repositories>, _ fresh: App
    ) async throws -> KillPoint<App>? {
        let run = try FuzzedRun(definition, pattern: pattern)
        let trail = CrashTrail(name: "\(definition.name)-kill")
        var app = fresh, lines: [String] = [], printed = await run.start()
        var kill: KillPoint<App>?
        for index in 0...walk.steps.count {
            if index > 0 {
                let before = run.screen
                let line = walk.steps[index - 1].line(on: before, app: app)
                lines.append(line)
                trail.append(line)
                printed += await run.perform(line)
                app.observe(before: before, line: line, after: run.screen)
            }
            if let saved = app.saved(on: run.screen), !saved.isEmpty || kill?.saved.isEmpty ?? true {
                kill = KillPoint(lines: lines, printed: printed, saved: saved, app: app)
            }
        }
        await run.finish()
        trail.remove()
        return kill
    }
}

/// Where a kill walk is cut, and what the app showed as saved there.
private struct KillPoint<App: FuzzedApp> {
    /// The script up to the kill.
    let lines: [String]
    /// What script mode printed up to the kill.
    let printed: String
    let saved: [String: String]
    /// The app as it had followed the walk up to the kill.
    let app: App
}

/// The fixed lines a walk starts with, named for the test's arguments.
struct FuzzStart: Sendable, CustomTestStringConvertible {
    let name: String
    let lines: [String]
    /// The lines hold a call (`@hold`): an `@release` is placed at a random step, so it
    /// lands under whatever screen the walk shows then.
    var releasesLater = false

    var testDescription: String { name }
}
