import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Player edit's screen with a BusinessLogic spy and a Router spy.
@MainActor @Suite struct PlayerEditViewControllerTests {
    let interactor = PlayerEditBusinessLogicSpy()
    let router = PlayerEditRouterSpy()
    let stage = ScreenStage()
    let viewController: PlayerEditViewController

    init() async {
        viewController = PlayerEditViewController(interactor: interactor, router: router)
        await stage.show(viewController)
    }

    @Test func theTypedTextIsWhatDoneSends() async {
        viewController.displayField(viewModel: PlayerEdit.FetchField.ViewModel(field: .name, content: .text("Ada")))
        #expect(stage.screen.title == "Name")
        #expect(stage.screen.fields.map(\.value) == ["Ada"])

        await stage.send(.edit("value", text: "Adele"))
        await stage.send(.tap("done"))

        #expect(interactor.requests == [.fetchField, .savePlayer("Adele")])
    }

    @Test func optionsAreRowsAndAChosenRowIsARequest() async {
        viewController.displayField(viewModel: PlayerEdit.FetchField.ViewModel(field: .skill, content: .options([
            PlayerEditScreen.Option(title: "Beginner", isChecked: true),
        ])))

        await stage.send(.select(RowPath(section: 0, row: 0)))

        #expect(stage.screen.indexedRows.map(\.row.title) == ["Beginner"])
        #expect(interactor.requests == [.fetchField, .selectOption(0)])
    }

    @Test func loadingSavedAndErrors() {
        viewController.displayField(viewModel: PlayerEdit.FetchField.ViewModel(field: .age, content: .text("")))
        viewController.displayLoading(viewModel: PlayerEdit.Loading.ViewModel(isLoading: true))
        #expect(stage.screen.isLoading)

        viewController.displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel(errorMessage: "Age must be a whole number from 1 to 99."))
        #expect(stage.screen.alert?.message == "Age must be a whole number from 1 to 99.")
        #expect(router.detailsRoutes == 0)

        viewController.displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel(errorMessage: nil))
        #expect(router.detailsRoutes == 1)
    }

    @Test func aFailedSaveOfAnEditorTheUserHasLeftNeverShows() {
        stage.navigation.setViewControllers([ViewController()])

        viewController.displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel(errorMessage: "Could not save the player."))

        #expect(stage.screen.alert == nil)
        #expect(router.detailsRoutes == 0)
    }
}
