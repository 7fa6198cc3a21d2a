import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import TerminalUI
import TestSupport
import Testing

/// Player edit's screen with a BusinessLogic spy and a Router spy.
@MainActor @Suite struct PlayerEditViewControllerTests {
    let scene: ViewControllerFixture<PlayerEditBusinessLogicSpy, PlayerEditRouterSpy, PlayerEditViewController>

    init() async {
        scene = await ViewControllerFixture(interactor: PlayerEditBusinessLogicSpy(), router: PlayerEditRouterSpy()) {
            PlayerEditViewController(interactor: $0, router: $1)
        }
    }

    @Test func theTypedTextIsWhatDoneSends() async {
        scene.viewController.displayField(viewModel: PlayerEdit.FetchField.ViewModel(field: .name, content: .text("Ada")))
        #expect(scene.stage.screen.title == "Name")
        #expect(scene.stage.screen.fields.map(\.value) == ["Ada"])

        await scene.stage.send(.edit("value", text: "Adele"))
        await scene.stage.send(.tap("done"))

        #expect(scene.interactor.requests == [.fetchField, .savePlayer("Adele")])
    }

    @Test func optionsAreRowsAndAChosenRowIsARequest() async {
        scene.viewController.displayField(viewModel: PlayerEdit.FetchField.ViewModel(field: .skill, content: .options([
            PlayerEditScreen.Option(title: "Beginner", isChecked: true),
        ])))

        await scene.stage.send(.select(RowPath(section: 0, row: 0)))

        #expect(scene.stage.screen.indexedRows.map(\.row.title) == ["Beginner"])
        #expect(scene.interactor.requests == [.fetchField, .selectOption(0)])
    }

    @Test func loadingSavedAndErrors() {
        scene.viewController.displayField(viewModel: PlayerEdit.FetchField.ViewModel(field: .age, content: .text("")))
        scene.viewController.displayLoading(viewModel: PlayerEdit.Loading.ViewModel(isLoading: true))
        #expect(scene.stage.screen.isLoading)

        scene.viewController.displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel(errorMessage: "Age must be a whole number from 1 to 99."))
        #expect(scene.stage.screen.alert?.message == "Age must be a whole number from 1 to 99.")
        #expect(scene.router.detailsRoutes == 0)

        scene.viewController.displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel(errorMessage: nil))
        #expect(scene.router.detailsRoutes == 1)
    }

    @Test func aFailedSaveOfAnEditorTheUserHasLeftNeverShows() {
        scene.stage.navigation.setViewControllers([ViewController()])

        scene.viewController.displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel(errorMessage: "Could not save the player."))

        #expect(scene.stage.screen.alert == nil)
        #expect(scene.router.detailsRoutes == 0)
    }
}
