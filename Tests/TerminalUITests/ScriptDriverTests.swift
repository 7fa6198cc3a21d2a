import AppSupport
import Testing
import TestSupport
@testable import TerminalUI

@MainActor @Suite struct ScriptDriverTests {
    private func run(_ script: [String], faults: FaultInjector = FaultInjector()) async -> String {
        let time = VirtualTime()
        return await scriptTranscript(of: script, app: DemoApplication(clock: time.clock), time: time, faults: faults)
    }

    @Test func echoesEachCommandAndRendersTheScreenAfterIt() async {
        let transcript = await run(["type Name Ada", "# a comment", "", "tap Nope"])
        #expect(transcript.hasPrefix("== Demo ==="))
        #expect(transcript.contains("\n> type Name Ada\n== Demo ="))
        #expect(transcript.contains("  Name: Ada\n"))
        #expect(transcript.contains("\n# a comment\n"))
        #expect(transcript.contains("\n> tap Nope\nerror: no button \"Nope\" on this screen"))
        #expect(!transcript.contains("\u{1B}"))
    }

    @Test func waitsForTrackedWorkBeforeRendering() async {
        let transcript = await run(["tap Add", "tap Add"])
        #expect(transcript.contains("Count: 2"))
        #expect(!transcript.contains("Loading…"))
    }

    @Test func waitAdvancesVirtualTimeOneSecondAtATime() async {
        let transcript = await run(["tap \"Start timer\"", "wait 3", "wait 2"])
        #expect(transcript.contains("Elapsed: 3s"))
        #expect(transcript.contains("Elapsed: 5s"))
    }

    @Test func theSameScriptPrintsTheSameBytesEveryTime() async {
        let script = ["tap Add", "tap \"Start timer\"", "wait 2", "step Level up", "pick Colour Blue", "delete Banana", "move Apple Later", "select Cherry", "back", "tap Reset", "alert Yes"]
        let first = await run(script)
        let second = await run(script)
        #expect(first == second)
    }

    @Test func quitStopsTheScript() async {
        let transcript = await run(["quit", "tap Add"])
        #expect(transcript.hasSuffix("> quit\n"))
    }

    @Test func helpPrintsWhatTheScreenOffers() async {
        let transcript = await run(["help"])
        #expect(transcript.contains("What you can do here:"))
        #expect(transcript.contains("tap Add"))
    }

    @Test func openGoesToTheAppAndUnknownSchemesAreErrors() async {
        let transcript = await run(["open demo://thing", "back", "open other://x", "open not a link"])
        #expect(transcript.contains("== thing ="))
        #expect(transcript.contains("error: this app does not open links"))
        #expect(transcript.contains("error: usage: open <url>"))
    }

    @Test func directivesAreRefusedWithoutAHandler() async {
        let transcript = await run(["@fail *"])
        #expect(transcript.contains("error: directives (lines starting with @) are not available here"))
    }

    @Test func randomInputNeverCrashesAndEveryErrorIsOneLine() async {
        var generator = SeededGenerator(seed: 7)
        let words = ["tap", "select", "delete", "move", "step", "type", "pick", "alert", "back", "wait", "help", "open",
                     "Add", "Next", "Reset", "Yes", "Cancel", "\"Start timer\"", "1", "2", "9", "Name", "Level", "up", "down",
                     "Colour", "Blue", "Fruit", "Later", "0", "\"", "'", "demo://x", "é"]
        var script: [String] = []
        for _ in 0..<400 {
            let count = Int.random(in: 0...4, using: &generator)
            script.append((0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: " "))
        }
        let transcript = await run(script)
        for line in transcript.split(separator: "\n") where line.hasPrefix("error:") {
            #expect(!line.dropFirst(6).trimmingCharacters(in: .whitespaces).isEmpty)
        }
    }
}
