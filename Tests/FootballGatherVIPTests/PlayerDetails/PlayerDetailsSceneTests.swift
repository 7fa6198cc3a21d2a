import FootballGatherModel
import FootballGatherTestSupport
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Player details' Interactor with a Presenter spy and its Presenter with a DisplayLogic spy.
@MainActor @Suite struct PlayerDetailsSceneTests {
    let ada = Player(id: 1, name: "Ada", age: 36, skill: .professional, position: .midfielder, favouriteTeam: "Arsenal")
    let presenterSpy = PlayerDetailsPresenterSpy()
    let delegate = PlayerDetailsDelegateSpy()
    let interactor: PlayerDetailsInteractor

    init() {
        interactor = PlayerDetailsInteractor(presenter: presenterSpy, worker: PlayerDetailsWorkerStub())
        interactor.player = ada
        interactor.delegate = delegate
    }

    @Test func aFetchPresentsThePlayerHandedOver() {
        interactor.fetchPlayer(request: PlayerDetails.FetchPlayer.Request())

        #expect(presenterSpy.players == [ada])
    }

    @Test func aSceneNobodyHandedAPlayerPresentsNothing() {
        interactor.player = nil

        interactor.fetchPlayer(request: PlayerDetails.FetchPlayer.Request())

        #expect(presenterSpy.players.isEmpty)
    }

    @Test func aSavedEditIsShownAndPassedOnToPlayers() {
        var adele = ada
        adele.name = "Adele"

        interactor.playerEditDidSave(adele)

        #expect(interactor.player == adele)
        #expect(presenterSpy.players == [adele])
        #expect(delegate.updates == [adele])
    }

    @Test func anotherPlayersSaveIsIgnored() {
        interactor.playerEditDidSave(Player(id: 9, name: "Zed"))

        #expect(interactor.player == ada)
        #expect(delegate.updates.isEmpty)
    }

    @Test func thePresenterWordsEveryFieldWithADashForWhatIsUnset() {
        let presenter = PlayerDetailsPresenter()
        let display = PlayerDetailsDisplayLogicSpy()
        presenter.viewController = display

        presenter.presentPlayer(response: PlayerDetails.FetchPlayer.Response(player: ada))
        presenter.presentPlayer(response: PlayerDetails.FetchPlayer.Response(player: Player(id: 4, name: "Dani")))

        #expect(display.viewModels == [
            PlayerDetails.FetchPlayer.ViewModel(title: "Ada", values: [
                .name: "Ada", .age: "36", .preferredPosition: "Midfielder", .skill: "Professional", .favouriteTeam: "Arsenal",
            ]),
            PlayerDetails.FetchPlayer.ViewModel(title: "Dani", values: [
                .name: "Dani", .age: "-", .preferredPosition: "-", .skill: "-", .favouriteTeam: "-",
            ]),
        ])
    }

    @Test func theViewControllerFetchesOnEveryAppearanceAndRoutesAChosenField() async {
        let businessLogic = PlayerDetailsBusinessLogicSpy()
        let router = PlayerDetailsRouterSpy()
        let viewController = PlayerDetailsViewController(interactor: businessLogic, router: router)
        router.viewController = viewController
        let stage = ScreenStage()
        await stage.show(viewController)
        viewController.displayPlayer(viewModel: PlayerDetails.FetchPlayer.ViewModel(title: "Ada", values: [.name: "Ada"]))

        await stage.send(.select(RowPath(section: 1, row: 1)))
        await stage.send(.select(RowPath(section: 5, row: 0)))
        viewController.viewWillAppear()

        #expect(stage.screen.title == "Ada")
        #expect(router.editRoutes == [.skill])
        #expect(businessLogic.fetches == 2)
    }
}
