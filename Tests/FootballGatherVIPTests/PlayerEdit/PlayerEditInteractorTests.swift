import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import Testing

/// Player edit's business with a Presenter spy, over its real Worker on SQLite, with faults injected.
@MainActor @Suite struct PlayerEditInteractorTests {
    let backend: Backend
    let presenter = PlayerEditPresenterSpy()
    let delegate = PlayerEditDelegateSpy()
    let interactor: PlayerEditInteractor

    init() async throws {
        backend = try await Backend.seeded()
        interactor = PlayerEditInteractor(presenter: presenter, worker: PlayerEditWorker(players: backend.repositories.players))
        interactor.userID = backend.userID
        interactor.player = try backend.player("Ada")
        interactor.delegate = delegate
    }

    private func edit(_ field: PlayerField) {
        interactor.field = field
        interactor.fetchField(request: PlayerEdit.FetchField.Request())
    }

    private func save(_ text: String = "") async {
        await interactor.savePlayer(request: PlayerEdit.SavePlayer.Request(text: text))
    }

    private func stored() async throws -> Player {
        let id = try backend.player("Ada").id
        return try #require(try await backend.roster().first { $0.id == id })
    }

    @Test(arguments: [(PlayerField.name, "Ada"), (.age, "36"), (.favouriteTeam, "Arsenal")])
    func aTextFieldStartsWithItsValue(field: PlayerField, text: String) {
        edit(field)

        #expect(presenter.responses == [.field(PlayerEdit.FetchField.Response(field: field, value: .text(text)))])
    }

    @Test func aListFieldStartsWithItsValueTicked() {
        edit(.preferredPosition)

        #expect(presenter.responses == [.field(PlayerEdit.FetchField.Response(field: .preferredPosition, value: .option(2)))])
    }

    @Test func tickingTogglesAnOptionAndIgnoresRowsOutsideTheList() {
        edit(.skill)

        interactor.selectOption(request: PlayerEdit.SelectOption.Request(index: 0))
        interactor.selectOption(request: PlayerEdit.SelectOption.Request(index: 0))
        interactor.selectOption(request: PlayerEdit.SelectOption.Request(index: 3))

        #expect(presenter.responses.dropFirst() == [
            .field(PlayerEdit.FetchField.Response(field: .skill, value: .option(0))),
            .field(PlayerEdit.FetchField.Response(field: .skill, value: .option(nil))),
        ])
    }

    @Test func aSavedTextIsStoredReportedThenPresented() async throws {
        edit(.name)

        await save("  Adele ")

        let adele = try await stored()
        #expect(adele.name == "Adele")
        #expect(delegate.saved == [adele])
        #expect(presenter.responses.dropFirst() == [.loading(true), .loading(false), .saved(adele)])
    }

    @Test func aSavedOptionIsStored() async throws {
        edit(.skill)
        interactor.selectOption(request: PlayerEdit.SelectOption.Request(index: 0))

        await save()

        #expect(try await stored().skill == .beginner)
    }

    @Test func clearingAnOptionClearsTheValue() async throws {
        edit(.preferredPosition)
        interactor.selectOption(request: PlayerEdit.SelectOption.Request(index: 2))

        await save()

        #expect(try await stored().position == nil)
    }

    @Test(arguments: [
        (PlayerField.name, "   ", FootballGatherError.invalidName),
        (.age, "abc", .invalidAge),
        (.age, "100", .invalidAge),
        (.name, String(repeating: "x", count: 51), .nameTooLong),
        (.favouriteTeam, String(repeating: "x", count: 51), .favouriteTeamTooLong),
    ])
    func badInputIsAnErrorAndChangesNothing(field: PlayerField, text: String, error: FootballGatherError) async throws {
        edit(field)

        await save(text)

        #expect(presenter.responses.dropFirst() == [.loading(true), .loading(false), .error(error)])
        #expect(try await stored() == (try backend.player("Ada")))
        #expect(delegate.saved.isEmpty)
    }

    @Test func aFailedSaveIsAnErrorAndLosesNothing() async throws {
        edit(.name)
        backend.faults.arm("players.update", .fail)

        await save("Adele")

        #expect(presenter.responses.last == .error(.storage(.savePlayer)))
        #expect(try await stored().name == "Ada")
        #expect(delegate.saved.isEmpty)
    }

    @Test func aHeldSaveKeepsItsDelegateUntilItLandsThenLetsItGo() async throws {
        var details: PlayerEditDelegateSpy? = PlayerEditDelegateSpy()
        interactor.delegate = details
        weak let heard = details
        edit(.name)
        backend.faults.arm("players.update", .hold)
        let saving = Task { await save("Adele") }
        while backend.faults.heldCount == 0 { await Task.yield() }

        details = nil
        #expect(heard != nil)
        backend.faults.releaseHeld()
        await saving.value

        #expect(heard == nil)
        #expect(try await stored().name == "Adele")
    }
}
