import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIPER
import Testing

/// Add player's presenter (with spies: the interactor answers whether a name can be added)
/// and interactor (against real SQLite).
@MainActor @Suite struct AddPlayerTests {
    let view = AddPlayerViewSpy()
    let interactor = AddPlayerInteractorSpy()
    let delegate = AddPlayerDelegateSpy()
    let router = AddPlayerRouterSpy()
    let presenter: AddPlayerPresenter

    init() {
        presenter = AddPlayerPresenter(interactor: interactor, router: router, delegate: delegate)
        presenter.view = view
    }

    private func type(_ name: String, canAdd: Bool = true) {
        view.log.answer { $0.nameText = name }
        interactor.log.answer { $0.canAddPlayer = canAdd }
    }

    @Test func doneStartsAsTheInteractorAnswersForTheEmptyName() {
        interactor.log.answer { $0.canAddPlayer = false }

        presenter.viewDidLoad()

        #expect(interactor.calls == [.canAddPlayer(named: "")])
        #expect(view.isDoneEnabled == false)
    }

    @Test(arguments: [true, false])
    func doneIsEnabledAsTheInteractorAnswersForTheTypedName(canAdd: Bool) {
        type("Ada", canAdd: canAdd)

        presenter.didChangeName()

        #expect(interactor.calls == [.canAddPlayer(named: "Ada")])
        #expect(view.isDoneEnabled == canAdd)
    }

    @Test func doneSavesTheTypedName() async {
        type("Ada")

        await presenter.didTapDone()
        await presenter.didTapDone()

        #expect(view.isLoading)
        #expect(interactor.calls == [.canAddPlayer(named: "Ada"), .addPlayer(named: "Ada")])
    }

    @Test func doneWithANameTheInteractorRefusesDoesNothing() async {
        type("  ", canAdd: false)

        await presenter.didTapDone()

        #expect(interactor.calls == [.canAddPlayer(named: "  ")])
        #expect(view.calls.isEmpty)
    }

    @Test func theNewPlayerGoesToTheDelegateAndTheScreenCloses() {
        let player = Player(id: 4, name: "Ada")

        presenter.didAddPlayer(player)

        #expect(delegate.calls == [.didAddPlayer(player)])
        #expect(router.calls == [.dismissAddView])
        #expect(!view.isLoading)
    }

    @Test func aFailureShowsTheErrorAndKeepsTheName() async {
        type("Ada")
        await presenter.didTapDone()

        presenter.serviceFailed(with: .storage(.addPlayer))

        #expect(view.calls == [.showLoadingView, .hideLoadingView, .handleError("Could not add the player.")])
        #expect(delegate.calls.isEmpty)
        #expect(router.calls.isEmpty)
    }

    private func makeInteractor(_ backend: Backend, output: AddPlayerOutputSpy) -> AddPlayerInteractor {
        let sut = AddPlayerInteractor(userID: backend.userID, repository: backend.repositories.players)
        sut.presenter = output
        return sut
    }

    @Test(arguments: [("Ada", true), ("   ", false), ("", false), (" Bo ", true)])
    func theInteractorCanAddOnlyANameThatIsNotBlank(name: String, canAdd: Bool) async throws {
        let backend = try await Backend.seeded(with: [])
        let sut = AddPlayerInteractor(userID: backend.userID, repository: backend.repositories.players)

        #expect(sut.canAddPlayer(named: name) == canAdd)
    }

    @Test func theInteractorSavesTheTrimmedNameForTheUser() async throws {
        let backend = try await Backend.seeded(with: [])
        let output = AddPlayerOutputSpy()
        let sut = makeInteractor(backend, output: output)

        await sut.addPlayer(named: "  Robert'); DROP TABLE player;--  ")

        let roster = try await backend.roster()
        #expect(roster.map(\.name) == ["Robert'); DROP TABLE player;--"])
        #expect(output.calls == roster.map(AddPlayerOutputSpy.Call.didAddPlayer))
    }

    @Test func theInteractorReportsAFailingSaveAndStoresNothing() async throws {
        let backend = try await Backend.seeded(with: [])
        let output = AddPlayerOutputSpy()
        let sut = makeInteractor(backend, output: output)
        backend.faults.arm("players.add", .fail)

        await sut.addPlayer(named: "Ada")

        #expect(output.calls == [.serviceFailed(.storage(.addPlayer))])
        #expect(try await backend.roster().isEmpty)
    }

    @Test func theInteractorRefusesANameLongerThanFifty() async throws {
        let backend = try await Backend.seeded(with: [])
        let output = AddPlayerOutputSpy()
        let sut = makeInteractor(backend, output: output)

        await sut.addPlayer(named: String(repeating: "a", count: 51))

        #expect(output.calls == [.serviceFailed(.nameTooLong)])
        #expect(try await backend.roster().isEmpty)
    }
}
