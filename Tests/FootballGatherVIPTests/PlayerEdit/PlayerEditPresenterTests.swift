import FootballGatherModel
import FootballGatherUI
@testable import FootballGatherVIP
import Testing

/// Player edit's wording, value by value, with a DisplayLogic spy.
@MainActor @Suite struct PlayerEditPresenterTests {
    let presenter = PlayerEditPresenter()
    let display = PlayerEditDisplayLogicSpy()

    init() {
        presenter.viewController = display
    }

    @Test func aTextFieldIsItsText() {
        presenter.presentField(response: PlayerEdit.FetchField.Response(field: .age, value: .text("36")))

        #expect(display.fields == [PlayerEdit.FetchField.ViewModel(field: .age, content: .text("36"))])
    }

    @Test func positionsReadByTheirDisplayNamesWithTheTickedOne() {
        presenter.presentField(response: PlayerEdit.FetchField.Response(field: .preferredPosition, value: .option(1)))

        #expect(display.fields.last?.content == .options([
            PlayerEditScreen.Option(title: "Goalkeeper", isChecked: false),
            PlayerEditScreen.Option(title: "Defender", isChecked: true),
            PlayerEditScreen.Option(title: "Midfielder", isChecked: false),
            PlayerEditScreen.Option(title: "Winger", isChecked: false),
            PlayerEditScreen.Option(title: "Striker", isChecked: false),
        ]))
    }

    @Test func skillsWithNoneTicked() {
        presenter.presentField(response: PlayerEdit.FetchField.Response(field: .skill, value: .option(nil)))

        #expect(display.fields.last?.content == .options([
            PlayerEditScreen.Option(title: "Beginner", isChecked: false),
            PlayerEditScreen.Option(title: "Amateur", isChecked: false),
            PlayerEditScreen.Option(title: "Professional", isChecked: false),
        ]))
    }

    @Test func loadingAndTheSaveArePassedOn() {
        presenter.presentLoading(response: PlayerEdit.Loading.Response(isLoading: true))
        presenter.presentSavedPlayer(response: PlayerEdit.SavePlayer.Response(error: nil))

        #expect(display.loading == [true])
        #expect(display.saves == [nil])
    }

    @Test(arguments: [
        (FootballGatherError.invalidName, "Name must not be empty."),
        (.nameTooLong, "Name must be at most 50 characters."),
        (.storage(.savePlayer), "Could not save the player."),
    ])
    func errorsAreWordedForTheAlert(error: FootballGatherError, message: String) {
        presenter.presentSavedPlayer(response: PlayerEdit.SavePlayer.Response(error: error))

        #expect(display.saves == [message])
    }
}
