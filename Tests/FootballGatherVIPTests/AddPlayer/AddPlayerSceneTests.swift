import FootballGatherModel
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Add player's Interactor with a Presenter spy and a Worker spy, its Presenter with a
/// DisplayLogic spy, and its ViewController with BusinessLogic and Router spies.
@MainActor @Suite struct AddPlayerSceneTests {
    static let userID: Int64 = 7
    let presenterSpy = AddPlayerPresenterSpy()
    let worker = AddPlayerWorkerSpy()
    let interactor: AddPlayerInteractor

    init() {
        interactor = AddPlayerInteractor(presenter: presenterSpy, worker: worker)
        interactor.userID = Self.userID
    }

    private func save(_ name: String) async {
        await interactor.savePlayer(request: AddPlayer.SavePlayer.Request(name: name))
    }

    @Test(arguments: [("", false), ("   ", false), ("Zoe", true), (" Zoe ", true)])
    func doneNeedsANameOnceTrimmed(name: String, canSubmit: Bool) {
        interactor.checkName(request: AddPlayer.CheckName.Request(name: name))

        #expect(presenterSpy.responses == [.nameCheck(canSubmit)])
    }

    @Test func theDraftIsAddedToTheUsersRosterThenPresented() async {
        await save(" Zoe ")

        #expect(worker.drafts == [PlayerDraft(name: " Zoe ")])
        #expect(worker.userIDs == [Self.userID])
        #expect(presenterSpy.responses == [.loading(true), .loading(false), .saved(error: nil)])
    }

    @Test func anEmptyNameAsksTheWorkerNothing() async {
        await save("  ")

        #expect(presenterSpy.responses.isEmpty)
        #expect(worker.drafts.isEmpty)
    }

    @Test func aSceneNobodyHandedAUserSavesNothing() async {
        interactor.userID = nil

        await save("Zoe")

        #expect(worker.drafts.isEmpty)
    }

    @Test(arguments: [FootballGatherError.nameTooLong, .storage(.addPlayer)])
    func aFailedSaveIsTheSavesError(error: FootballGatherError) async {
        worker.result = .failure(error)

        await save("Zoe")

        #expect(presenterSpy.responses == [.loading(true), .loading(false), .saved(error: error)])
    }

    @Test func aSecondDoneWhileSavingIsIgnored() async throws {
        worker.holds.arm("addPlayer", .hold)
        let first = Task { await save("Zoe") }
        try await worker.holds.waitUntilHeld()

        await save("Zed")
        worker.holds.releaseHeld()
        await first.value

        #expect(worker.drafts.map(\.name) == ["Zoe"])
    }

    @Test func thePresenterPassesEachAnswerOn() {
        let presenter = AddPlayerPresenter()
        let display = AddPlayerDisplayLogicSpy()
        presenter.viewController = display

        presenter.presentNameCheck(response: AddPlayer.CheckName.Response(canSubmit: true))
        presenter.presentLoading(response: AddPlayer.Loading.Response(isLoading: true))
        presenter.presentSavedPlayer(response: AddPlayer.SavePlayer.Response(error: nil))
        presenter.presentSavedPlayer(response: AddPlayer.SavePlayer.Response(error: .storage(.addPlayer)))

        #expect(display.doneEnabled == [true])
        #expect(display.loading == [true])
        #expect(display.saves == [nil, "Could not add the player."])
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
        viewController.displaySavedPlayer(viewModel: AddPlayer.SavePlayer.ViewModel(errorMessage: nil))

        #expect(businessLogic.requests == [.checkName(""), .checkName("Zoe"), .savePlayer("Zoe")])
        #expect(stage.screen.barButtons.map(\.isEnabled) == [true])
        #expect(router.playerListRoutes == 1)
    }
}
