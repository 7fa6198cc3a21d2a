import AppLauncher
import CountriesApp
import FootballGatherApp
import Foundation
import TerminalUI
import Testing

/// The hostile-user probe kept as a property test: random lines made from what each screen
/// offers (its buttons, fields, rows, pickers, alerts) mixed with garbage, hostile text and
/// fault directives, fed to every registered pattern in lockstep. After every line all
/// patterns must print the same bytes, and nothing may reach the terminal raw. Fixed seeds
/// and a bounded number of lines keep it reproducible and fast.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct FuzzParityTests {
    nonisolated private static let seeds: [UInt64] = [1, 7, 42, 2026]
    private static let linesPerSeed = 120

    /// Walks that start on Players (signed in, two players) and on Gather (a gather running).
    nonisolated private static let footballGatherStarts: [[String]] = {
        let players = [
            "type Username coach", "type Password pitch", "tap Register",
            "tap \"Add player\"", "type Name Ada", "tap Done", "tap \"Add player\"", "type Name Bea", "tap Done",
        ]
        let gather = players + [
            "tap Select", "select Ada", "select Bea", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bea \"Team B\"", "tap \"Start Gather\"", "tap Start",
        ]
        return [players, gather]
    }()

    @Test(arguments: seeds, footballGatherStarts)
    func footballGatherPatternsAgreeOnRandomLines(seed: UInt64, start: [String]) async throws {
        try await fuzz(
            FootballGatherParityTests.definition, seed: seed, start: start,
            keys: ["players.*", "gathers.*", "users.*", "settings.*", "*"], minimumScreens: 3
        )
    }

    @Test(arguments: seeds)
    func countriesPatternsAgreeOnRandomLines(seed: UInt64) async throws {
        try await fuzz(CountriesParityTests.definition, seed: seed, start: [], keys: ["countries.*", "favourites.*", "*"], minimumScreens: 2)
    }

    private func fuzz<Repositories>(
        _ definition: AppDefinition<Repositories>,
        seed: UInt64,
        start: [String],
        keys: [String],
        minimumScreens: Int
    ) async throws {
        let runs = try definition.availablePatterns.map { try FuzzedRun(definition, pattern: $0) }
        try #require(runs.count > 1, "parity needs at least two patterns")
        for run in runs { await run.start() }
        var random = SplitMix64(seed: seed)
        var history: [String] = []
        var visited: Set<String> = []
        for index in 0..<(start.count + Self.linesPerSeed) {
            let line = index < start.count ? start[index] : FuzzLine.make(for: runs[0].screen, keys: keys, using: &random)
            history.append(line)
            var outputs: [String] = []
            for run in runs { outputs.append(await run.perform(line)) }
            let reference = outputs[0]
            visited.insert(runs[0].screen.title)
            for (run, output) in zip(runs, outputs).dropFirst() where output != reference {
                Issue.record("seed \(seed), line \(history.count) \(line.debugDescription): \(run.pattern.rawValue) differs from \(runs[0].pattern.rawValue): \(ParityCheck.firstDifference(output, reference))\nlines so far:\n\(history.joined(separator: "\n"))")
                return
            }
            #expect(!reference.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                    "seed \(seed), line \(history.count): raw control characters in the output")
        }
        for run in runs { await run.finish() }
        // A walk stuck on one screen would prove little.
        #expect(visited.count >= minimumScreens, "seed \(seed) only saw \(visited.sorted())")
    }
}

/// One pattern of one app, driven line by line by script mode itself (`ScriptDriver`), so
/// what is compared is exactly what `--script` prints for each line.
@MainActor
private final class FuzzedRun {
    let pattern: Pattern
    private let app: ScriptedApp
    private let driver: ScriptDriver
    private let printed: Printed

    /// What the driver printed since the last line.
    private final class Printed {
        var text = ""
    }

    init<Repositories>(_ definition: AppDefinition<Repositories>, pattern: Pattern) throws {
        self.pattern = pattern
        app = try ScriptedApp(definition, pattern: pattern)
        let printed = Printed()
        self.printed = printed
        driver = app.driver { printed.text += $0 }
    }

    var screen: Screen { app.session.screen }

    func start() async {
        await driver.start()
        printed.text = ""
    }

    /// What script mode prints for `line`: its echo and what follows it.
    func perform(_ line: String) async -> String {
        printed.text = ""
        await driver.perform(line)
        return printed.text
    }

    func finish() async {
        await app.finish()
    }
}

/// Random lines for one screen: mostly commands its elements accept, some that do not
/// apply, and hostile text.
private enum FuzzLine {
    static func make(for screen: Screen, keys: [String], using random: inout SplitMix64) -> String {
        if let alert = screen.alert, random.chance(0.8) {
            return "alert \(quoted(random.pick(alert.actions) ?? "OK"))"
        }
        var candidates: [String] = ["back", "help", "wait \(random.below(4))", garbage(using: &random)]
        for button in screen.barButtons + screen.buttons where button.isEnabled {
            candidates += Array(repeating: "tap \(quoted(button.title))", count: 2)
        }
        for toggle in screen.toggles { candidates.append("tap \(quoted(toggle.label))") }
        for field in screen.fields {
            candidates += Array(repeating: "type \(quoted(field.label)) \(quoted(text(using: &random)))", count: 3)
        }
        for stepper in screen.steppers { candidates.append("step \(quoted(stepper.label)) \(random.chance(0.6) ? "up" : "down")") }
        for picker in screen.pickers {
            for component in picker.components {
                if let row = random.pick(component.rows) { candidates.append("pick \(quoted(component.label)) \(quoted(row))") }
            }
        }
        let rows = screen.sections.flatMap(\.rows)
        if let row = random.pick(rows) {
            candidates += Array(repeating: "select \(quoted(row.title))", count: 3)
            if row.isDeletable { candidates.append("delete \(quoted(row.title))") }
            if row.isMovable, let section = random.pick(screen.sections) {
                candidates += Array(repeating: "move \(quoted(row.title)) \(quoted(section.title ?? "1"))", count: 3)
            }
        }
        if random.chance(0.08), let key = random.pick(keys) {
            candidates.append(random.pick(["@fail \(key)", "@hold \(key)", "@release", "@heal"]) ?? "@heal")
        }
        return random.pick(candidates) ?? "help"
    }

    private static func text(using random: inout SplitMix64) -> String {
        random.pick([
            "", "Ada", "Zoë", "Zoe\u{308}", "30", "0", "100", "-1", "ger", "au", "%", "_",
            String(repeating: "x", count: 51), String(repeating: "y", count: 101),
            "\u{1B}[2J", "a\u{0}b", "tab\there", "\u{202E}rtl", "'quoted' \"both\"",
        ]) ?? ""
    }

    private static func garbage(using random: inout SplitMix64) -> String {
        random.pick([
            "tap", "tap nowhere", "select 999", "move", "step x sideways", "pick", "type",
            "\u{1B}]0;title\u{7}", "@", "@bogus", "\"unterminated", "open countries://country/XYZ",
            "open nothing", "wait -1", "wait 99999", String(repeating: "z", count: 2_000),
        ]) ?? "tap"
    }

    /// Quotes a word for the command parser (escaping quotes and backslashes).
    private static func quoted(_ word: String) -> String {
        "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// A small seeded generator (SplitMix64): the standard library has no seeded one, and the
/// lines must be the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
    mutating func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[below(items.count)] }
}
