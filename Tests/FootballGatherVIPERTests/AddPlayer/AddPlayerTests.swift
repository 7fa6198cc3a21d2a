import FootballGatherModel
@testable import FootballGatherVIPER
import Testing

/// Add player's presenter (with mocks) and interactor (against real SQLite).
@MainActor @Suite struct AddPlayerTests {
    let view = AddPlayerViewMock()
    let interactor = AddPlayerInteractorMock()
    let delegate = AddPlayerDelegateSpy()
    let router = AddPlayerRouterMock()
    let presenter: AddPlayerPresenter

    init() {
        presenter = AddPlayerPresenter(interactor: interactor, router: router, delegate: delegate)
        presenter.view = view
    }

    @Test func doneStartsDisabled() {
        presenter.viewDidLoad()

        #expect(view.isDoneEnabled == false)
    }

    @Test(arguments: [("Ada", true), ("   ", false), ("", false), (" Bo ", true)])
    func doneIsEnabledOnlyForANameThatIsNotBlank(name: String, isEnabled: Bool) {
        view.nameText = name

        presenter.didChangeName()

        #expect(view.isDoneEnabled == isEnabled)
    }

    @Test func doneSavesTheTypedName() async {
        view.nameText = "Ada"

        await presenter.didTapDone()
        await presenter.didTapDone()

        #expect(view.isLoading)
        #expect(interactor.addedNames == ["Ada"])
    }

    @Test func doneWithABlankNameDoesNothing() async {
        view.nameText = "  "

        await presenter.didTapDone()

        #expect(interactor.calls.isEmpty)
        #expect(!view.isLoading)
    }

    @Test func theNewPlayerGoesToTheDelegateAndTheScreenCloses() {
        let player = Player(id: 4, name: "Ada")

        presenter.didAddPlayer(player)

        #expect(delegate.added == [player])
        #expect(router.dismissals == 1)
        #expect(!view.isLoading)
    }

    @Test func aFailureShowsTheErrorAndKeepsTheName() async {
        view.nameText = "Ada"
        await presenter.didTapDone()

        presenter.serviceFailed(with: .storage(.addPlayer))

        #expect(view.errors == ["Could not add the player."])
        #expect(view.nameText == "Ada")
        #expect(delegate.added.isEmpty)
        #expect(router.dismissals == 0)
    }

    @Test func theInteractorSavesTheTrimmedNameForTheUser() async throws {
        let backend = try await Backend.seeded(with: [])
        let output = AddPlayerOutputSpy()
        let sut = AddPlayerInteractor(userID: backend.userID, repository: backend.repositories.players)
        sut.presenter = output

        await sut.addPlayer(named: "  Robert'); DROP TABLE player;--  ")

        #expect(output.added?.name == "Robert'); DROP TABLE player;--")
        #expect(try await backend.roster() == [try #require(output.added)])
    }

    @Test func theInteractorReportsAFailingSaveAndStoresNothing() async throws {
        let backend = try await Backend.seeded(with: [])
        let output = AddPlayerOutputSpy()
        let sut = AddPlayerInteractor(userID: backend.userID, repository: backend.repositories.players)
        sut.presenter = output
        backend.faults.arm("players.add", .fail)

        await sut.addPlayer(named: "Ada")

        #expect(output.error?.message == "Could not add the player.")
        #expect(try await backend.roster().isEmpty)
    }

    @Test func theInteractorRefusesANameLongerThanFifty() async throws {
        let backend = try await Backend.seeded(with: [])
        let output = AddPlayerOutputSpy()
        let sut = AddPlayerInteractor(userID: backend.userID, repository: backend.repositories.players)
        sut.presenter = output

        await sut.addPlayer(named: String(repeating: "a", count: 51))

        #expect(output.error == .nameTooLong)
        #expect(!sut.canAddPlayer(named: " "))
    }
}
