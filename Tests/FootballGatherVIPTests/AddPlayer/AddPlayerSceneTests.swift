import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Add player's Interactor with a Presenter spy over its real Worker on SQLite, its Presenter
/// with a DisplayLogic spy, and its ViewController with BusinessLogic and Router spies.
@MainActor @Suite struct AddPlayerSceneTests {
    let backend: Backend
    let presenterSpy = AddPlayerPresenterSpy()
    let interactor: AddPlayerInteractor

    init() async throws {
        backend = try await Backend.seeded()
        interactor = AddPlayerInteractor(presenter: presenterSpy, worker: AddPlayerWorker(players: backend.repositories.players))
        interactor.userID = backend.userID
    }

    private func save(_ name: String) async {
        await interactor.savePlayer(request: AddPlayer.SavePlayer.Request(name: name))
    }

    @Test(arguments: [("", false), ("   ", false), ("Zoe", true), (" Zoe ", true)])
    func doneNeedsANameOnceTrimmed(name: String, canSubmit: Bool) {
        interactor.checkName(request: AddPlayer.CheckName.Request(name: name))

        #expect(presenterSpy.responses == [.nameCheck(canSubmit)])
    }

    @Test func aSavedPlayerIsStoredThenPresented() async throws {
        await save(" Zoe ")

        let zoe = try #require(try await backend.roster().first { $0.name == "Zoe" })
        #expect(presenterSpy.responses == [.loading(true), .loading(false), .saved(zoe)])
    }

    @Test func anEmptyNameSavesNothing() async throws {
        await save("  ")

        #expect(presenterSpy.responses.isEmpty)
        #expect(try await backend.roster().count == 5)
    }

    @Test func aTooLongNameIsAnErrorAndSavesNothing() async throws {
        await save(String(repeating: "z", count: 51))

        #expect(presenterSpy.responses.last == .error(.nameTooLong))
        #expect(try await backend.roster().count == 5)
    }

    @Test func aFailedSaveIsAnError() async throws {
        backend.faults.arm("players.add", .fail)

        await save("Zoe")

        #expect(presenterSpy.responses == [.loading(true), .loading(false), .error(.storage(.addPlayer))])
        #expect(try await backend.roster().count == 5)
    }

    @Test func aSecondDoneWhileSavingIsIgnored() async throws {
        backend.faults.arm("players.add", .hold)
        let first = Task { await save("Zoe") }
        while backend.faults.heldCount == 0 { await Task.yield() }

        await save("Zed")
        backend.faults.releaseHeld()
        await first.value

        #expect(try await backend.roster().map(\.name).filter { $0.hasPrefix("Z") } == ["Zoe"])
    }

    @Test func thePresenterPassesEachAnswerOn() {
        let presenter = AddPlayerPresenter()
        let display = AddPlayerDisplayLogicSpy()
        presenter.viewController = display

        presenter.presentNameCheck(response: AddPlayer.CheckName.Response(canSubmit: true))
        presenter.presentLoading(response: AddPlayer.Loading.Response(isLoading: true))
        presenter.presentSavedPlayer(response: AddPlayer.SavePlayer.Response(player: Player(id: 9, name: "Zoe")))
        presenter.presentError(response: AddPlayer.Failure.Response(error: .storage(.addPlayer)))

        #expect(display.doneEnabled == [true])
        #expect(display.loading == [true])
        #expect(display.savedCount == 1)
        #expect(display.errors == ["Could not add the player."])
    }

    @Test func theViewControllerChecksEveryChangeAndSendsTheName() async {
        let businessLogic = AddPlayerBusinessLogicSpy()
        let router = AddPlayerRouterSpy()
        let viewController = AddPlayerViewController(interactor: businessLogic, router: router)
        let stage = ScreenStage()
        await stage.show(viewController)

        await stage.send(.edit("name", text: "Zoe"))
        viewController.displayNameCheck(viewModel: AddPlayer.CheckName.ViewModel(isDoneEnabled: true))
        await stage.send(.tap("done"))
        viewController.displaySavedPlayer(viewModel: AddPlayer.SavePlayer.ViewModel())

        #expect(businessLogic.requests == [.checkName(""), .checkName("Zoe"), .savePlayer("Zoe")])
        #expect(stage.screen.barButtons.map(\.isEnabled) == [true])
        #expect(router.playerListRoutes == 1)
    }
}
