import AppSupport
import Foundation
import Testing
import TestSupport
@testable import TerminalUI

/// Bytes that would drive a terminal: every C0 control but "\n", DEL and C1 (as UTF-8).
func controlBytes(in text: String) -> [UInt8] {
    let scalars = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    return scalars.flatMap { Array(String($0).utf8) }
}

/// What typing escape sequences into data looks like: a title change (OSC … BEL), a
/// screen clear, a NUL, a tab, a vertical tab, DEL and a C1 CSI. (No "\r": it ends a line.)
let hostileText = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{0}a\tb\u{0B}c\u{7F}\u{9B}31m"

@Suite struct InputLinesTests {
    @Test func lfCrlfAndCrEndLinesAlike() {
        #expect(InputLines.split("a\nb\r\nc\rd") == ["a", "b", "c", "d"])
        #expect(InputLines.split("a\r\n\r\nb\r\n") == ["a", "", "b"])
        #expect(InputLines.split("a\n") == ["a"])
        #expect(InputLines.split("") == [])
    }

    @Test func aCrlfTextSplitOnCharacterNewlineIsStillCutIntoLines() {
        // Splitting on the Character "\n" leaves a CRLF text in one piece.
        let chunks = "tap Add\r\ntap Add\r\n".split(separator: "\n").map(String.init)
        #expect(chunks.count == 1)

        #expect(Array(InputLines.split(chunks)) == ["tap Add", "tap Add"])
        #expect(Array(InputLines.split(["", "x"])) == ["", "x"])
    }
}

@Suite struct VisibleTextTests {
    @Test func controlCharactersPrintAsSwiftEscapes() {
        #expect(VisibleText.line("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(VisibleText.line("\u{0}\u{07}\t\n\r\u{7F}\u{9B}") == "\\u{00}\\u{07}\\u{09}\\u{0A}\\u{0D}\\u{7F}\\u{9B}")
        #expect(VisibleText.lines("a\nb\u{1B}") == "a\nb\\u{1B}")
    }

    @Test func bidirectionalFormattingPrintsAsSwiftEscapes() {
        // On a terminal that honours it, U+202E would print "reknab" right to left, as "banker".
        #expect(VisibleText.line("Ada\u{202E}reknab") == "Ada\\u{202E}reknab")
        #expect(VisibleText.line("\u{61C}\u{200E}\u{200F}\u{202A}\u{2066}\u{2069}") == "\\u{61C}\\u{200E}\\u{200F}\\u{202A}\\u{2066}\\u{2069}")
    }

    @Test func separatorsByteOrderMarksAndInvisibleFormatCharactersPrintAsSwiftEscapes() {
        #expect(VisibleText.line("Ada\u{2028}Bob\u{2029}") == "Ada\\u{2028}Bob\\u{2029}")
        #expect(VisibleText.lines("a\nb\u{2028}c") == "a\nb\\u{2028}c")
        #expect(VisibleText.line("\u{FEFF}Ada") == "\\u{FEFF}Ada")
        #expect(VisibleText.line("A\u{200B}da\u{2060}\u{AD}") == "A\\u{200B}da\\u{2060}\\u{AD}")
        #expect(VisibleText.line("x\u{FFF9}hidden\u{FFFA}y\u{FFFB}") == "x\\u{FFF9}hidden\\u{FFFA}y\\u{FFFB}")
    }

    @Test func tagCharactersPrintAsSwiftEscapesOutsideAnEmojiFlag() {
        // "Ada" followed by the invisible tag letters "hi" and the cancel tag.
        #expect(VisibleText.line("Ada\u{E0068}\u{E0069}\u{E007F}") == "Ada\\u{E0068}\\u{E0069}\\u{E007F}")
        #expect(VisibleText.line("\u{E0001}\u{E0000}") == "\\u{E0001}\\u{E0000}")
        // 🏴 with a tag sequence too long for a subdivision code, and with no cancel tag.
        let long = "\u{1F3F4}" + String(repeating: "\u{E0061}", count: 7) + "\u{E007F}"
        #expect(VisibleText.line(long) == "\u{1F3F4}" + String(repeating: "\\u{E0061}", count: 7) + "\\u{E007F}")
        #expect(VisibleText.line("\u{1F3F4}\u{E0067}\u{E0062}") == "\u{1F3F4}\\u{E0067}\\u{E0062}")
    }

    @Test func theFlagsOfEnglandAndWalesPrintAsTheyAre() {
        let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        let wales = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}"

        #expect(VisibleText.line("\(england) v \(wales)") == "\(england) v \(wales)")
    }

    @Test func ordinaryTextIsUnchanged() {
        #expect(VisibleText.line("Zoë · Côte d'Ivoire – 10:00 ✓") == "Zoë · Côte d'Ivoire – 10:00 ✓")
        // Joiners (inside emoji sequences and many scripts) and combining marks stay as they are.
        #expect(VisibleText.line("👨\u{200D}👩 Zoe\u{308}") == "👨\u{200D}👩 Zoe\u{308}")
    }

    @Test func everyScreenTextIsRenderedVisibly() {
        let bad = "x\u{1B}]0;t\u{07}"
        let screen = Screen(
            title: bad,
            barButtons: [.init(bad)],
            labels: [bad],
            fields: [.init(bad, value: bad, placeholder: bad), .init(bad, value: "", placeholder: bad), .init(bad, value: bad, isSecure: true)],
            toggles: [.init(bad, isOn: true)],
            steppers: [.init(bad, value: 1, range: 0...2)],
            pickers: [.init(id: "p", components: [.init(bad, rows: [bad], selectedIndex: 0)])],
            sections: [.init(bad, rows: [.init(bad, detail: bad)]), .init(bad, rows: [])],
            emptyMessage: bad,
            buttons: [.init(bad)],
            alert: .init(title: bad, message: bad, actions: [bad])
        )
        for style in [TextStyle.plain, .ansi] {
            let output = ScreenRenderer(style: style).render(screen)
            let unstyled = output.replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
            #expect(controlBytes(in: unstyled).isEmpty)
            #expect(output.contains("x\\u{1B}]0;t\\u{07}"))
        }
    }
}

@MainActor @Suite struct ScriptDriverHostileInputTests {
    private func run(_ script: [String]) async -> String {
        let time = VirtualTime()
        return await scriptTranscript(of: script, app: DemoApplication(clock: time.clock), time: time)
    }

    private let script = ["type Name Ada", "# a comment", "", "tap Add", "help", "tap Nope", "step Level up"]

    @Test func aCrlfScriptPrintsTheSameBytesAsItsLfTwin() async {
        let lf = await run(script)
        // What reading a CRLF file and splitting it on the Character "\n" hands the driver.
        let crlf = await run([script.joined(separator: "\r\n") + "\r\n"])
        let cr = await run([script.joined(separator: "\r")])

        #expect(Array(crlf.utf8) == Array(lf.utf8))
        #expect(Array(cr.utf8) == Array(lf.utf8))
        #expect(lf.contains("\n> tap Add\n"))
    }

    @Test func escapesTypedIntoAFieldNeverReachTheOutputRaw() async {
        let transcript = await run([
            "type Name \"\(hostileText)\"",
            "# \(hostileText)",
            "tap \"\(hostileText)\"",
            "select \"\(hostileText)\"",
            "open \"\(hostileText)\"",
            "open \"demo://\(hostileText)\"",
            "\(hostileText)",
            "@\(hostileText)",
        ])

        #expect(controlBytes(in: transcript).isEmpty)
        #expect(transcript.contains("  Name: \\u{1B}]0;pwned\\u{07}\\u{1B}[2J\\u{00}a\\u{09}b"))
        #expect(transcript.contains("> type Name \"\\u{1B}]0;pwned"))
        #expect(transcript.contains("\n# \\u{1B}]0;pwned"))
    }
}

@MainActor @Suite struct InteractiveDriverHostileInputTests {
    private func run(_ lines: [String], style: TextStyle) async -> String {
        let time = VirtualTime()
        let session = Session(app: DemoApplication(clock: time.clock), timekeeper: time)
        let input = AsyncStream<String> { continuation in
            for line in lines { continuation.yield(line) }
            continuation.finish()
        }
        var output = ""
        let driver = InteractiveDriver(session: session, renderer: ScreenRenderer(style: style), input: input) { output += $0 }
        await driver.run()
        return output
    }

    @Test(arguments: [TextStyle.plain, .ansi].indices)
    func escapesTypedIntoAFieldAreDrawnVisibly(style: Int) async {
        let output = await run([
            "type Name \"\(hostileText)\"", "tap \"\(hostileText)\"", "help", "open \"\(hostileText)\"",
        ], style: [TextStyle.plain, .ansi][style])
        // The driver's own escapes: home + clear before each frame, and the style's colours.
        let ownEscapes = output
            .replacingOccurrences(of: "\u{1B}[H\u{1B}[2J", with: "")
            .replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)

        #expect(controlBytes(in: ownEscapes).isEmpty)
        #expect(output.contains("Name: \\u{1B}]0;pwned\\u{07}"))
        #expect(!output.contains("\u{07}"))
        #expect(!output.contains("\u{1B}]"))
    }

    @Test func aTypedLineHoldingCarriageReturnsRunsEachCommand() async {
        let output = await run(["tap Add\rtap Add\r\ntap Add"], style: .plain)

        #expect(output.contains("Count: 3"))
        #expect(!output.contains("error:"))
    }
}
