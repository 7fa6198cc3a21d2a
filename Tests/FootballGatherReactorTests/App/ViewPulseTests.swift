@testable import FootballGatherReactor
import FootballGatherModel
import TerminalUI
import Testing

/// What only the Views do, through the whole app on SQLite: error pulses become one alert,
/// route pulses one push or pop, and neither comes back on an unrelated change.
@MainActor
@Suite("Views and pulses")
struct ViewPulseTests {
    @Test func anErrorPulseIsPresentedOnceAndNotAgainAfterOK() async throws {
        let app = try await ScriptedApp()

        await app.run("type Username coach", "tap Login")
        #expect(app.screen.alert == .error("Both fields are mandatory."))

        await app.run("alert OK", "type Password x", "tap \"Remember me\"")
        #expect(app.screen.alert == nil)
    }

    /// An error pulse is the alert of the View whose reactor fired it: the second of two held
    /// deletes of Ada fails while her details cover Players, and the alert waits for Players.
    @Test func anErrorPulseOfACoveredScreenShowsWhenItsScreenIsBack() async throws {
        let app = try await ScriptedApp()
        await app.signUp(players: ["Ada", "Bea"])
        app.faults.arm("players.delete", .hold)

        await app.run("delete Ada", "alert Yes", "delete Ada", "alert Yes", "select Ada")
        app.faults.disarmHolds()
        while app.faults.releaseOldestHeld() { await app.scripted.session.waitUntilIdle() }

        #expect(app.titles == ["Players", "Ada"])
        #expect(app.screen.alert == nil)
        await app.run("back")
        #expect(app.screen.alert == .error("This player no longer exists."))
    }

    @Test func aRoutePulseOpensOnceAndAReloadDoesNotReopenIt() async throws {
        let app = try await ScriptedApp()
        await app.signUp(players: ["Ada", "Bea"])

        await app.run("select Ada")
        #expect(app.titles == ["Players", "Ada"])

        await app.run("back", "tap Select", "select Bea")
        #expect(app.titles == ["1 selected"])
    }

    @Test func anEditSavedClosesTheEditorAndShowsEverywhere() async throws {
        let app = try await ScriptedApp()
        await app.signUp(players: ["Ada"])

        await app.run("select Ada", "select Name", "type Name \"Ada L\"", "tap Done")
        #expect(app.titles == ["Players", "Ada L"])

        await app.run("back")
        #expect(app.screen.indexedRows.map(\.row.title) == ["Ada L"])
    }

    @Test func aHeldSaveClosesOnlyTheEditorThatMadeIt() async throws {
        let app = try await ScriptedApp()
        await app.signUp(players: ["Ada"])
        app.faults.arm("players.update", .hold)
        await app.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "select Age")
        #expect(app.titles == ["Players", "Ada", "Age"])

        app.faults.disarmHolds()
        app.faults.releaseHeld()
        await app.scripted.session.waitUntilIdle()

        #expect(app.titles == ["Players", "Zed", "Age"])
    }

    @Test func anEditLandingAfterTheUserWentBackToPlayersShowsInItsRowAtOnce() async throws {
        let app = try await ScriptedApp()
        await app.signUp(players: ["Ada", "Bea"])
        app.faults.arm("players.update", .hold)
        await app.run("select Ada", "select Name", "type Name Zed", "tap Done", "back", "back")
        #expect(app.screen.indexedRows.map(\.row.title) == ["Ada", "Bea"])

        app.faults.disarmHolds()
        app.faults.releaseHeld()
        await app.scripted.session.waitUntilIdle()

        #expect(app.titles == ["Players"])
        #expect(app.screen.indexedRows.map(\.row.title) == ["Zed", "Bea"])
        #expect(await app.run("select Zed").isEmpty)
        #expect(app.titles == ["Players", "Zed"])
    }

    @Test func endingAGatherReturnsToPlayersInListMode() async throws {
        let app = try await ScriptedApp()
        await app.signUp(players: ["Ada", "Bea"])

        let errors = await app.run(
            "tap Select", "select Ada", "select Bea", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bea \"Team B\"", "tap \"Start Gather\"",
            "tap Start", "wait 3", "tap \"End Gather\"", "alert Yes"
        )

        #expect(errors.isEmpty)
        #expect(app.titles == ["Players"])
        #expect(app.screen.title == "Players")
    }

    @Test func aConfirmedEndLandingAfterBackLeavesTheUserOnConfirmPlayers() async throws {
        let app = try await ScriptedApp()
        await app.signUp(players: ["Ada", "Bea"])
        await app.run(
            "tap Select", "select Ada", "select Bea", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bea \"Team B\"", "tap \"Start Gather\"", "tap \"End Gather\""
        )

        app.faults.arm("gathers.end", .hold)
        await app.run("alert Yes")
        #expect(app.screen.isLoading)
        await app.run("back")
        #expect(app.titles == ["2 selected", "Confirm players"])

        app.faults.disarmHolds()
        app.faults.releaseHeld()
        await app.scripted.session.waitUntilIdle()

        // A screen the user has left navigates nowhere; Players is back in list mode.
        #expect(app.titles == ["Players", "Confirm players"])
    }

    @Test func aFailedEndShowsTheErrorOverGatherWithNothingLost() async throws {
        let app = try await ScriptedApp()
        await app.signUp(players: ["Ada", "Bea"])
        await app.run(
            "tap Select", "select Ada", "select Bea", "tap \"Confirm players\"",
            "move Ada \"Team A\"", "move Bea \"Team B\"", "tap \"Start Gather\"", "step \"Team A\" up"
        )
        app.faults.arm("gathers.end", .fail)

        await app.run("tap \"End Gather\"", "alert Yes")

        #expect(app.screen.alert == .error("Could not save the gather."))
        await app.run("alert OK")
        #expect(app.screen.title == "Gather in progress")
        #expect(app.screen.steppers.first?.value == 1)
    }

    @Test func logoutReturnsToLogin() async throws {
        let app = try await ScriptedApp()
        await app.signUp()

        await app.run("tap Logout")

        #expect(app.titles == ["Login"])
        #expect(app.screen.fields.first?.value == "coach")
    }

    @Test func aSceneThatLeavesTheStackIsReleasedWithItsReactor() async throws {
        let app = try await ScriptedApp()
        await app.signUp(players: ["Ada"])
        await app.run("select Ada", "select Age")
        weak let editor = app.scripted.session.app.navigationController.topViewController
        #expect(editor is PlayerEditView)

        await app.run("back", "back")

        #expect(editor == nil)
        #expect(app.titles == ["Players"])
    }
}
