import FootballGatherModel
@testable import FootballGatherVIP
import TestSupport
import Testing

/// Player edit's business with a Presenter spy and a Worker spy, as the templates test an
/// Interactor: the Model's field rules before the Worker is asked, what it asks, and what it
/// answers its Presenter and its delegate.
@MainActor @Suite struct PlayerEditInteractorTests {
    static let userID: Int64 = 7
    static let ada = Player(id: 1, name: "Ada", age: 36, skill: .professional, position: .midfielder, favouriteTeam: "Arsenal")
    let presenter = PlayerEditPresenterSpy()
    let delegate = PlayerEditDelegateSpy()
    let worker = PlayerEditWorkerSpy(stored: Self.ada)
    let interactor: PlayerEditInteractor

    init() {
        interactor = PlayerEditInteractor(presenter: presenter, worker: worker)
        interactor.userID = Self.userID
        interactor.player = Self.ada
        interactor.delegate = delegate
    }

    private func edit(_ field: PlayerField) {
        interactor.field = field
        interactor.fetchField(request: PlayerEdit.FetchField.Request())
    }

    private func save(_ text: String = "") async {
        await interactor.savePlayer(request: PlayerEdit.SavePlayer.Request(text: text))
    }

    private var changes: [PlayerChange] { worker.calls.map(\.change) }

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

    @Test func aSavedTextIsTrimmedSavedReportedThenPresented() async {
        edit(.name)

        await save("  Adele ")

        #expect(worker.calls == [PlayerEditWorkerSpy.Call(id: 1, change: .name("Adele"), userID: Self.userID)])
        #expect(delegate.saved.map(\.name) == ["Adele"])
        #expect(presenter.responses.dropFirst() == [.loading(true), .loading(false), .saved(error: nil)])
    }

    @Test func aSavedOptionIsTheOptionsValue() async {
        edit(.skill)
        interactor.selectOption(request: PlayerEdit.SelectOption.Request(index: 0))

        await save()

        #expect(changes == [.skill(.beginner)])
    }

    @Test func clearingAnOptionClearsTheValue() async {
        edit(.preferredPosition)
        interactor.selectOption(request: PlayerEdit.SelectOption.Request(index: 2))

        await save()

        #expect(changes == [.preferredPosition(nil)])
    }

    @Test(arguments: [
        (PlayerField.name, "   ", FootballGatherError.invalidName),
        (.age, "abc", .invalidAge),
        (.age, "100", .invalidAge),
        (.name, String(repeating: "x", count: 51), .nameTooLong),
        (.favouriteTeam, String(repeating: "x", count: 51), .favouriteTeamTooLong),
    ])
    func badInputIsAnErrorAndAsksTheWorkerNothing(field: PlayerField, text: String, error: FootballGatherError) async {
        edit(field)

        await save(text)

        #expect(presenter.responses.dropFirst() == [.loading(true), .loading(false), .saved(error: error)])
        #expect(worker.calls.isEmpty)
        #expect(delegate.saved.isEmpty)
    }

    @Test func aFailedSaveIsTheSavesErrorAndTellsNobody() async {
        edit(.name)
        worker.result = .failure(.storage(.savePlayer))

        await save("Adele")

        #expect(presenter.responses.last == .saved(error: .storage(.savePlayer)))
        #expect(delegate.saved.isEmpty)
    }

    @Test func aSecondDoneWhileSavingIsIgnored() async throws {
        edit(.name)
        worker.holds.arm("savePlayer", .hold)
        let first = Task { await save("Adele") }
        try await worker.holds.waitUntilHeld()

        await save("Bea")
        worker.holds.releaseHeld()
        await first.value

        #expect(changes == [.name("Adele")])
    }

    @Test func aHeldSaveKeepsItsDelegateUntilItLandsThenLetsItGo() async throws {
        var details: PlayerEditDelegateSpy? = PlayerEditDelegateSpy()
        interactor.delegate = details
        weak let heard = details
        edit(.name)
        worker.holds.arm("savePlayer", .hold)
        let saving = Task { await save("Adele") }
        try await worker.holds.waitUntilHeld()

        details = nil
        #expect(heard != nil)
        worker.holds.releaseHeld()
        await saving.value

        #expect(heard == nil)
        #expect(worker.stored.name == "Adele")
    }
}
