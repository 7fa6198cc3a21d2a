import Testing
@testable import TerminalUI

@Suite struct CommandParserTests {
    @Test func parsesEveryVerb() throws {
        #expect(try CommandParser.parse("tap Login") == .tap("Login"))
        #expect(try CommandParser.parse("TAP \"Add player\"") == .tap("Add player"))
        #expect(try CommandParser.parse("select 3") == .select(.number(3)))
        #expect(try CommandParser.parse("select Ada") == .select(.text("Ada")))
        #expect(try CommandParser.parse("delete 'Ada Keeper'") == .delete(.text("Ada Keeper")))
        #expect(try CommandParser.parse("move \"Ada Keeper\" \"Team A\"") == .move(.text("Ada Keeper"), toSection: "Team A"))
        #expect(try CommandParser.parse("step \"Team A\" up") == .step("Team A", .up))
        #expect(try CommandParser.parse("step Level DOWN") == .step("Level", .down))
        #expect(try CommandParser.parse("type Username alice") == .type(field: "Username", text: "alice"))
        #expect(try CommandParser.parse("pick Minutes \"5 min\"") == .pick(component: "Minutes", row: "5 min"))
        #expect(try CommandParser.parse("alert Yes") == .alert("Yes"))
        #expect(try CommandParser.parse("back") == .back)
        #expect(try CommandParser.parse("wait 90") == .wait(seconds: 90))
        #expect(try CommandParser.parse("open countries://country/JPN") == .open("countries://country/JPN"))
        #expect(try CommandParser.parse("help") == .help)
        #expect(try CommandParser.parse("quit") == .quit)
    }

    @Test func typeJoinsTheRestOfTheLineAndAllowsEmptyText() throws {
        #expect(try CommandParser.parse("type Name Ada   Keeper") == .type(field: "Name", text: "Ada Keeper"))
        #expect(try CommandParser.parse("type Name \"  spaced  \"") == .type(field: "Name", text: "  spaced  "))
        #expect(try CommandParser.parse("type Name") == .type(field: "Name", text: ""))
        #expect(try CommandParser.parse("type Name \"\"") == .type(field: "Name", text: ""))
    }

    @Test func quotesKeepEscapedCharacters() throws {
        #expect(try CommandParser.parse(#"type Name "Robert \"Bobby\"""#) == .type(field: "Name", text: #"Robert "Bobby""#))
        #expect(try CommandParser.parse(#"type Name 'O\'Neil'"#) == .type(field: "Name", text: "O'Neil"))
    }

    @Test func blankLinesAndCommentsAreNothing() throws {
        #expect(try CommandParser.parse("") == nil)
        #expect(try CommandParser.parse("   \t ") == nil)
        #expect(try CommandParser.parse("# a comment") == nil)
    }

    @Test(arguments: [
        ("frobnicate", "unknown command \"frobnicate\" (type help to see the commands)"),
        ("tap", "usage: tap <title> (quote titles with spaces: tap \"Add player\")"),
        ("tap Add player", "usage: tap <title> (quote titles with spaces: tap \"Add player\")"),
        ("step Level sideways", "usage: step <label> up|down (quote titles with spaces: tap \"Add player\")"),
        ("wait -1", "wait takes whole seconds from 0 to 86400, not \"-1\""),
        ("wait soon", "wait takes whole seconds from 0 to 86400, not \"soon\""),
        ("wait 86401", "wait takes whole seconds from 0 to 86400, not \"86401\""),
        ("back now", "usage: back (quote titles with spaces: tap \"Add player\")"),
        ("tap \"Add", "unterminated quote"),
    ])
    func malformedLinesGiveOneLineErrors(line: String, message: String) {
        #expect(throws: CommandError(message)) { try CommandParser.parse(line, titleExample: "Add player") }
    }

    @Test func usageErrorsQuoteTheRunningAppsOwnTitle() {
        #expect(throws: CommandError("usage: tap <title> (quote titles with spaces: tap \"Add to favourites\")")) {
            try CommandParser.parse("tap", titleExample: "Add to favourites")
        }
        #expect(throws: CommandError("usage: back (quote titles with spaces)")) { try CommandParser.parse("back now") }
    }

    @Test func selectZeroOrNegativeIsText() throws {
        #expect(try CommandParser.parse("select 0") == .select(.text("0")))
        #expect(try CommandParser.parse("select -2") == .select(.text("-2")))
    }

    @Test func randomLinesNeverCrash() {
        var generator = SeededGenerator(seed: 42)
        let alphabet = Array("tapselectdeletemovesteptypepickalertbackwaitopenhelpquit \"'\\#@0123456789-éß★\t")
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...40, using: &generator)
            let line = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            do {
                _ = try CommandParser.parse(line)
            } catch {
                #expect(!error.message.isEmpty)
                #expect(!error.message.contains("\n"))
            }
        }
    }
}

/// A small deterministic generator so random-input tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Quotes group words only around whole words: an apostrophe or a quote inside a word is text.
@Suite struct CommandParserQuotingTests {
    @Test(arguments: [
        ("type Name O'Brien", "O'Brien"),
        ("type Name Rock'n'Roll band", "Rock'n'Roll band"),
        ("type Name 'O'Brien'", "O'Brien"),
        ("type Name \"O'Brien\"", "O'Brien"),
        ("type Name 5'11\"", "5'11\""),
        ("type Name l'été d'Ana", "l'été d'Ana"),
        ("type Name Ana's", "Ana's"),
    ])
    func aQuoteInsideAWordIsText(line: String, text: String) throws {
        #expect(try CommandParser.parse(line) == .type(field: "Name", text: text))
    }

    @Test func aQuoteThatOpensAWordStillGroupsAndMustBeClosed() throws {
        #expect(try CommandParser.parse("tap 'Add player'") == .tap("Add player"))
        #expect(try CommandParser.parse("move \"Ada Keeper\" \"Team A\"") == .move(.text("Ada Keeper"), toSection: "Team A"))
        #expect(throws: CommandError("unterminated quote")) { try CommandParser.parse("tap \"Add") }
        #expect(throws: CommandError("unterminated quote")) { try CommandParser.parse("type Name 'Tis") }
    }
}
