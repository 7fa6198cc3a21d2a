import Testing
@testable import TerminalUI

/// How long a typed text may be: characters as the user sees them under each field's cap,
/// and a hard cap in code points under every field, capped or not.
@Suite struct TypedTextTests {
    private let search = Screen.TextField("Search", id: "search", value: "", maximumLength: 100)
    private let password = Screen.TextField("Password", id: "password", value: "", isSecure: true)

    private func type(_ text: String, into field: Screen.TextField) throws -> CommandResolver.Resolution {
        try CommandResolver.resolve(.type(field: field.label, text: text), on: Screen(title: "T", fields: [field]))
    }

    @Test func oneCharacterOfTwentyThousandJoinersIsRefusedByTheHardCap() {
        let joined = "a" + String(repeating: "\u{200D}", count: 20_000)
        #expect(joined.count == 1)

        #expect(throws: CommandError("Search must be at most 1000 code points.")) { try type(joined, into: search) }
    }

    @Test func everyFieldHasTheHardCapEvenWithoutAVisibleOne() throws {
        let longest = String(repeating: "p", count: 1_000)

        #expect(try type(longest, into: password) == .event(.edit("password", text: longest)))
        #expect(throws: CommandError("Password must be at most 1000 code points.")) { try type(longest + "p", into: password) }
    }

    @Test func theVisibleCapCountsCharactersAsSeenAndIsNamedFirst() throws {
        let decomposed = String(repeating: "e\u{301}", count: 100)

        #expect(try type(decomposed, into: search) == .event(.edit("search", text: decomposed)))
        #expect(throws: CommandError("Search must be at most 100 characters.")) { try type(decomposed + "x", into: search) }
        #expect(throws: CommandError("Search must be at most 100 characters.")) {
            try type(String(repeating: "z", count: 60_000), into: search)
        }
    }
}
