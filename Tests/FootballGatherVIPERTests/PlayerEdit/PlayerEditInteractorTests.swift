import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// Saving one field against real SQLite: the Model's rules, then the repository.
@MainActor @Suite struct PlayerEditInteractorTests {
    let backend: Backend
    let output = PlayerEditOutputSpy()

    init() async throws {
        backend = try await Backend.seeded()
    }

    private func save(_ field: PlayerField, of name: String, text: String = "", option: Int? = nil) async throws {
        let player = try #require(await stored(name))
        let interactor = PlayerEditInteractor(
            field: field, player: player, userID: backend.userID, repository: backend.repositories.players
        )
        interactor.presenter = output
        await interactor.savePlayer(text: text, selectedOptionIndex: option)
    }

    private func stored(_ name: String) async throws -> Player? {
        let id = try backend.player(name).id
        return try await backend.roster().first { $0.id == id }
    }

    @Test func aNewNameIsTrimmedAndSaved() async throws {
        try await save(.name, of: "Ada", text: "  Ada K.  ")

        #expect(output.saved?.name == "Ada K.")
        #expect(output.calls.count == 1)
        #expect(try await stored("Ada")?.name == "Ada K.")
    }

    @Test(arguments: ["", "   "])
    func anEmptyNameIsRefused(_ text: String) async throws {
        try await save(.name, of: "Ada", text: text)

        #expect(output.calls == [.serviceFailed(.invalidName)])
        #expect(try await stored("Ada")?.name == "Ada")
    }

    @Test(arguments: ["0", "100", "abc", "3.5", "-4"])
    func anAgeOutsideOneToNinetyNineIsRefused(_ text: String) async throws {
        try await save(.age, of: "Ada", text: text)

        #expect(output.calls == [.serviceFailed(.invalidAge)])
        #expect(try await stored("Ada")?.age == 36)
    }

    @Test func anEmptyAgeOrFavouriteTeamClearsIt() async throws {
        try await save(.age, of: "Ada")
        try await save(.favouriteTeam, of: "Ada")

        #expect(try await stored("Ada")?.age == nil)
        #expect(try await stored("Ada")?.favouriteTeam == nil)
    }

    @Test func aFavouriteTeamLongerThanFiftyIsRefused() async throws {
        try await save(.favouriteTeam, of: "Ada", text: String(repeating: "x", count: 51))

        #expect(output.calls == [.serviceFailed(.favouriteTeamTooLong)])
        #expect(try await stored("Ada")?.favouriteTeam == "Arsenal")
    }

    @Test func aListFieldSavesTheTickedOptionAndIgnoresText() async throws {
        try await save(.preferredPosition, of: "Dani", text: "ignored", option: 0)

        #expect(try await stored("Dani")?.position == .goalkeeper)
        #expect(try await stored("Dani")?.name == "Dani")
    }

    @Test func noTickedOptionClearsTheField() async throws {
        try await save(.skill, of: "Ada", option: nil)

        #expect(try await stored("Ada")?.skill == nil)
    }

    @Test func onlyTheEditedFieldIsSavedSoAnEditThatLandedMeanwhileStays() async throws {
        let opened = try backend.player("Ada")
        let interactor = PlayerEditInteractor(field: .age, player: opened, userID: backend.userID, repository: backend.repositories.players)
        interactor.presenter = output
        try await save(.name, of: "Ada", text: "Zed")

        await interactor.savePlayer(text: "30", selectedOptionIndex: nil)

        #expect(output.saved?.name == "Zed")
        #expect(output.saved?.age == 30)
        #expect(try await stored("Ada") == output.saved)
    }

    @Test func aFailingSaveChangesNothing() async throws {
        backend.faults.arm("players.update", .fail)

        try await save(.name, of: "Ada", text: "Ada Lovelace")

        #expect(output.calls == [.serviceFailed(.storage(.savePlayer))])
        #expect(try await stored("Ada")?.name == "Ada")
    }
}
