import Testing
@testable import TerminalUI

@Suite struct CommandResolverTests {
    let screen = Screen(
        title: "Sample",
        showsBackButton: true,
        barButtons: [.init("Select"), .init("History", isEnabled: false)],
        fields: [.init("Username", id: "user", value: "")],
        toggles: [.init("Remember me", id: "remember", isOn: true)],
        steppers: [.init("Team A", id: "scoreA", value: 99, range: 0...99)],
        pickers: [.init(id: "time", components: [.init("Minutes", rows: ["0 min", "1 min"], selectedIndex: 0)])],
        sections: [
            .init("Bench", rows: [.init("Ada Keeper", isDeletable: true, isMovable: true), .init("Bob")]),
            .init("Team A", rows: [.init("Static", isSelectable: false)]),
        ],
        buttons: [.init("Add player", id: "add")]
    )

    private func resolve(_ line: String, on screen: Screen? = nil) throws -> CommandResolver.Resolution {
        try CommandResolver.resolve(try #require(try CommandParser.parse(line)), on: screen ?? self.screen)
    }

    @Test func tapFindsButtonsCaseInsensitively() throws {
        #expect(try resolve("tap select") == .event(.tap("Select")))
        #expect(try resolve("tap \"ADD PLAYER\"") == .event(.tap("add")))
    }

    @Test func tapOnADisabledOrMissingButtonIsAnError() {
        #expect(throws: CommandError("\"History\" is disabled")) { try resolve("tap History") }
        #expect(throws: CommandError(#"no button "Nope" on this screen (try: "Select", "History", "Add player", "Remember me")"#)) {
            try resolve("tap Nope")
        }
    }

    @Test func tapFlipsAToggle() throws {
        #expect(try resolve("tap \"remember me\"") == .event(.toggle("remember", isOn: false)))
    }

    @Test func selectByNumberCountsAcrossSections() throws {
        #expect(try resolve("select 2") == .event(.select(RowPath(section: 0, row: 1))))
        #expect(throws: CommandError("row \"Static\" cannot be selected")) { try resolve("select 3") }
        #expect(throws: CommandError("there is no row 4 on this screen (rows 1–3)")) { try resolve("select 4") }
    }

    @Test func selectByTextTakesTheFirstRowContainingIt() throws {
        #expect(try resolve("select keep") == .event(.select(RowPath(section: 0, row: 0))))
        #expect(throws: CommandError("no row contains \"Zed\"")) { try resolve("select Zed") }
    }

    @Test func deleteOnlyWhereRowsAllowIt() throws {
        #expect(try resolve("delete Ada") == .event(.delete(RowPath(section: 0, row: 0))))
        #expect(throws: CommandError("row \"Bob\" cannot be deleted")) { try resolve("delete Bob") }
    }

    @Test func moveNamesTheSectionByTitleOrNumber() throws {
        #expect(try resolve("move Ada \"team a\"") == .event(.move(RowPath(section: 0, row: 0), toSection: 1)))
        #expect(try resolve("move 1 2") == .event(.move(RowPath(section: 0, row: 0), toSection: 1)))
        #expect(throws: CommandError("\"Ada Keeper\" is already in \"Bench\"")) { try resolve("move Ada Bench") }
        #expect(throws: CommandError("row \"Bob\" cannot be moved")) { try resolve("move Bob \"Team A\"") }
        #expect(throws: CommandError(#"no section "Team C" on this screen (try: "Bench", "Team A")"#)) {
            try resolve("move Ada \"Team C\"")
        }
    }

    @Test func stepStaysInsideTheRange() throws {
        #expect(try resolve("step \"Team A\" down") == .event(.step("scoreA", value: 98)))
        #expect(throws: CommandError("\"Team A\" cannot go above 99")) { try resolve("step \"Team A\" up") }
    }

    @Test func typeAndPickFindTheirElements() throws {
        #expect(try resolve("type username alice") == .event(.edit("user", text: "alice")))
        #expect(try resolve("pick minutes \"1 MIN\"") == .event(.pick("time", component: 0, row: 1)))
        #expect(throws: CommandError(#""Minutes" has no row "9 min" (try: "0 min", "1 min")"#)) { try resolve("pick Minutes \"9 min\"") }
        #expect(throws: CommandError(#"no text field "Password" on this screen (try: "Username")"#)) { try resolve("type Password x") }
    }

    @Test func aFieldWithACapRefusesLongerTextAndTakesTextUpToIt() throws {
        let capped = Screen(title: "Search", fields: [.init("Search", id: "search", value: "", maximumLength: 5)])

        #expect(try resolve("type Search \"côte \"", on: capped) == .event(.edit("search", text: "côte ")))
        #expect(throws: CommandError("Search must be at most 5 characters.")) { try resolve("type Search abcdef", on: capped) }
        #expect(throws: CommandError("Search must be at most 5 characters.")) {
            try resolve("type Search \(String(repeating: "a", count: 60_000))", on: capped)
        }
    }

    @Test func whileAnAlertIsUpOnlyAlertHelpAndQuitApply() throws {
        var withAlert = screen
        withAlert.alert = .init(title: "Delete player", message: "Sure?", actions: ["Yes", "Cancel"])
        #expect(try resolve("alert yes", on: withAlert) == .event(.alert("Yes")))
        #expect(try resolve("help", on: withAlert) == .help)
        #expect(try resolve("quit", on: withAlert) == .quit)
        #expect(throws: CommandError(#"an alert is open: answer it with alert <action> ("Yes", "Cancel")"#)) {
            try resolve("tap Select", on: withAlert)
        }
        #expect(throws: CommandError(#"the alert has no action "Maybe" (try: "Yes", "Cancel")"#)) {
            try resolve("alert Maybe", on: withAlert)
        }
    }

    @Test func alertWithoutAnAlertAndBackWithoutAStackAreErrors() {
        var root = screen
        root.showsBackButton = false
        #expect(throws: CommandError("there is no alert on screen")) { try resolve("alert OK") }
        #expect(throws: CommandError("there is no screen to go back to")) { try resolve("back", on: root) }
    }

    @Test func helpListsWhatTheScreenOffers() {
        let help = HelpText.make(for: screen)
        #expect(help.contains("tap Select"))
        #expect(!help.contains("tap History"))
        #expect(help.contains("type Username <text>"))
        #expect(help.contains("step \"Team A\" up|down"))
        #expect(help.contains("pick Minutes <row>"))
        #expect(help.contains("select <n|text> (rows 1–3)"))
        #expect(help.contains("move <n|text> Bench|\"Team A\""))
        #expect(help.contains("back"))
    }
}
