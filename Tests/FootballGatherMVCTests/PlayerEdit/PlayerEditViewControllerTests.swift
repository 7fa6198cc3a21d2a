@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// Player edit against real SQLite: what each field starts with, saving, and every refusal.
@MainActor @Suite struct PlayerEditViewControllerTests {
    let world: Backend
    let spy = DelegateSpy()

    init() async throws {
        world = try await Backend.seeded()
    }

    private func stage(editing field: PlayerField, of name: String = "Ada") async throws -> Stage {
        let world = world
        let spy = spy
        let player = try world.player(name)
        let stage = Stage(faults: world.faults) { _ in
            let edit = PlayerEditViewController(field: field, player: player, userID: world.userID, repository: world.repositories.players)
            edit.delegate = spy
            return [edit]
        }
        await stage.show()
        return stage
    }

    private func stored(_ name: String) async throws -> Player? {
        let id = try world.player(name).id
        return try await world.roster().first { $0.id == id }
    }

    /// The ticked options on screen.
    private func checked(_ stage: Stage) -> [String] {
        stage.screen.indexedRows.filter { $0.row.accessory == .checkbox(isChecked: true) }.map(\.row.title)
    }

    // MARK: What it starts with

    @Test(arguments: [(PlayerField.name, "Name", "Ada"), (.age, "Age", "36"), (.favouriteTeam, "Favourite team", "Arsenal")])
    func aTextFieldStartsWithTheCurrentValue(field: PlayerField, title: String, value: String) async throws {
        let stage = try await stage(editing: field)

        #expect(stage.screen == PlayerEditScreen.make(field: field, content: .text(value)))
        #expect(stage.screen.title == title)
    }

    @Test func anUnsetTextFieldStartsEmpty() async throws {
        let stage = try await stage(editing: .age, of: "Dani")

        #expect(stage.screen.fields.map(\.value) == [""])
    }

    @Test func positionListsEveryPositionWithTheCurrentOneTicked() async throws {
        let stage = try await stage(editing: .preferredPosition)

        #expect(stage.screen == PlayerEditScreen.make(field: .preferredPosition, content: .options([
            .init(title: "Goalkeeper", isChecked: false),
            .init(title: "Defender", isChecked: false),
            .init(title: "Midfielder", isChecked: true),
            .init(title: "Winger", isChecked: false),
            .init(title: "Striker", isChecked: false),
        ])))
    }

    @Test func skillListsEverySkillWithNoneTickedWhenUnset() async throws {
        let stage = try await stage(editing: .skill, of: "Dani")

        #expect(stage.rowTitles == ["Beginner", "Amateur", "Professional"])
        #expect(checked(stage).isEmpty)
    }

    // MARK: Saving

    @Test func choosingAnotherOptionMovesTheTickAndDoneSavesIt() async throws {
        let stage = try await stage(editing: .preferredPosition)

        await stage.run("select Striker")
        #expect(checked(stage) == ["Striker"])
        await stage.run("tap Done")

        #expect(try await stored("Ada")?.position == .striker)
        #expect(spy.messages == [.saved(try #require(try await stored("Ada")))])
    }

    @Test func choosingTheTickedOptionClearsIt() async throws {
        let stage = try await stage(editing: .skill)

        await stage.run("select Professional")
        #expect(checked(stage).isEmpty)
        await stage.run("tap Done")

        #expect(try await stored("Ada")?.skill == nil)
    }

    @Test func textIsSavedTrimmed() async throws {
        let stage = try await stage(editing: .favouriteTeam)

        await stage.run("type \"Favourite team\" \"  Ajax  \"", "tap Done")

        #expect(try await stored("Ada")?.favouriteTeam == "Ajax")
        #expect(spy.messages.count == 1)
    }

    @Test(arguments: [PlayerField.age, .favouriteTeam])
    func anEmptyOptionalFieldClearsIt(field: PlayerField) async throws {
        let stage = try await stage(editing: field)

        await stage.run("type \"\(PlayerFieldText.title(of: field))\" \"\"", "tap Done")

        let ada = try #require(try await stored("Ada"))
        #expect(ada.age == (field == .age ? nil : 36))
        #expect(ada.favouriteTeam == (field == .favouriteTeam ? nil : "Arsenal"))
    }

    @Test func aNameOfFiftyCharactersIsSaved() async throws {
        let stage = try await stage(editing: .name)
        let name = String(repeating: "n", count: 50)

        await stage.run("type Name \(name)", "tap Done")

        #expect(try await stored("Ada")?.name == name)
    }

    @Test func onlyTheEditedFieldIsSavedSoAnEditThatLandedMeanwhileStays() async throws {
        let stage = try await stage(editing: .age)
        let ada = try world.player("Ada")
        _ = try await world.repositories.players.updatePlayer(id: ada.id, setting: .name("Zed"), for: world.userID)

        await stage.run("type Age 30", "tap Done")

        let stored = try #require(try await stored("Ada"))
        #expect((stored.name, stored.age, stored.position) == ("Zed", 30, .midfielder))
        #expect(spy.messages == [.saved(stored)])
    }

    // MARK: Refusals

    @Test(arguments: ["0", "100", "abc", "-1", "4 2", "+5", "４２", "36.5"])
    func anAgeThatIsNotAWholeNumberFrom1To99IsRefused(_ text: String) async throws {
        let stage = try await stage(editing: .age)

        await stage.run("type Age \"\(text)\"", "tap Done")

        #expect(stage.screen.alert == .error("Age must be a whole number from 1 to 99."))
        #expect(try await stored("Ada")?.age == 36)
        #expect(spy.messages.isEmpty)
    }

    @Test(arguments: [
        (PlayerField.name, "", "Name must not be empty."),
        (.name, "   ", "Name must not be empty."),
        (.name, String(repeating: "n", count: 51), "Name must be at most 50 characters."),
        (.name, "bell\u{07}boy", "Name must not contain control characters."),
        (.favouriteTeam, String(repeating: "t", count: 51), "Favourite team must be at most 50 characters."),
        (.favouriteTeam, "esc\u{1B}ape", "Favourite team must not contain control characters."),
    ])
    func invalidTextIsRefusedAndNothingIsSaved(field: PlayerField, text: String, message: String) async throws {
        let stage = try await stage(editing: field)

        await stage.run("type \"\(PlayerFieldText.title(of: field))\" \"\(text)\"", "tap Done")

        #expect(stage.screen.alert == .error(message))
        #expect(try await stored("Ada") == (try world.player("Ada")))
    }

    @Test func dismissingTheErrorKeepsWhatWasTyped() async throws {
        let stage = try await stage(editing: .age)

        await stage.run("type Age abc", "tap Done", "alert OK")

        #expect(stage.screen == PlayerEditScreen.make(field: .age, content: .text("abc")))
    }

    @Test func aFailedSaveShowsTheErrorAndASecondTryWorks() async throws {
        let stage = try await stage(editing: .name)
        world.faults.arm("players.update", .fail)

        await stage.run("type Name Zed", "tap Done")
        #expect(stage.screen.alert == .error("Could not save the player."))
        #expect(try await stored("Ada")?.name == "Ada")

        world.faults.reset()
        await stage.run("alert OK", "tap Done")
        #expect(try await stored("Ada")?.name == "Zed")
        #expect(spy.messages.count == 1)
    }

    @Test func aPlayerDeletedMeanwhileCannotBeSaved() async throws {
        let stage = try await stage(editing: .name)
        try await world.repositories.players.deletePlayer(id: try world.player("Ada").id, for: world.userID)

        await stage.run("type Name Zed", "tap Done")

        #expect(stage.screen.alert == .error("This player no longer exists."))
    }

    @Test func theScreenLoadsWhileSavingAndASecondDoneIsIgnored() async throws {
        let stage = try await stage(editing: .name)
        world.faults.arm("players.update", .hold)

        await stage.run("type Name Zed", "tap Done")
        try await world.faults.waitUntilHeld()
        #expect(stage.screen.isLoading)
        await stage.run("tap Done")
        #expect(world.faults.heldCount == 1)

        world.faults.reset()
        await stage.settle()
        #expect(!stage.screen.isLoading)
        #expect(spy.messages.count == 1)
    }
}
