import CountriesModel
import CountriesUI
@testable import CountriesVIP
import TerminalUI
import TestSupport
import Testing

/// Details' ViewController with a BusinessLogic spy and a Router spy: each event becomes one
/// request or one route, and what it draws is the view model it was given.
@MainActor @Suite struct CountryDetailsViewControllerTests {
    let interactor = CountryDetailsBusinessLogicSpy()
    let router = CountryDetailsRouterSpy()
    let viewController: CountryDetailsViewController
    let stage = ScreenStage()

    init() {
        viewController = CountryDetailsViewController(interactor: interactor, router: router)
        router.viewController = viewController
    }

    @Test func everyAppearanceAsksForTheDetailsAndLeavingCancels() async {
        await stage.show(viewController)
        #expect(interactor.requests == [.fetchDetails])

        await stage.show(ViewController())

        #expect(interactor.requests == [.fetchDetails, .cancelLoading])
    }

    @Test func favouriteRetryAndCancelBecomeRequests() async {
        await stage.show(viewController)

        await stage.send(.tap("favourite"))
        await stage.send(.tap("retry"))
        await stage.send(.tap("cancelLoading"))

        #expect(interactor.requests == [.fetchDetails, .toggleFavourite, .fetchDetails, .cancelLoading])
    }

    @Test func onlyANeighboursRowIsRoutedWithTheNeighbourSelected() async {
        await stage.show(viewController)

        await stage.send(.select(RowPath(section: 0, row: 1)))
        await stage.send(.select(RowPath(section: 3, row: 1)))

        #expect(router.neighbourRoutes == [1])
    }

    @Test func itDrawsTheViewModelItIsGiven() {
        let content = CountryDetailsScreen.Content(
            basicInfo: CountryDetailsScreen.BasicInfo(code: "DEU", capital: "Berlin", population: "1", area: "-", region: "-"),
            currencies: [], languages: [], neighbours: [], favouriteTitle: "Add to favourites", isFavouriteEnabled: false
        )

        viewController.displayDetails(viewModel: DetailsScene.FetchDetails.ViewModel(
            title: "Germany", content: content, message: nil, isLoading: true, loadingControl: .cancelLoading, errorMessage: nil
        ))

        #expect(viewController.screen == CountryDetailsScreen.make(
            title: "Germany", content: content, message: nil, isLoading: true, loadingControl: .cancelLoading
        ))
    }

    @Test func aFailedSaveShowsTheErrorAlertUntilItIsAnswered() async {
        await stage.show(viewController)

        viewController.displayDetails(viewModel: DetailsScene.FetchDetails.ViewModel(
            title: "Germany", content: nil, message: nil, isLoading: false, loadingControl: nil,
            errorMessage: "Could not save the favourite."
        ))
        #expect(stage.screen.alert == .error("Could not save the favourite."))
        await stage.send(.alert("OK"))

        #expect(stage.screen.alert == nil)
        #expect(interactor.requests == [.fetchDetails])
    }

    @Test func aFailedSaveOfCoveredDetailsWaitsUntilTheyAreOnTopAgain() async {
        await stage.show(viewController)
        stage.navigation.push(ViewController())

        viewController.displayDetails(viewModel: DetailsScene.FetchDetails.ViewModel(
            title: "Germany", content: nil, message: nil, isLoading: false, loadingControl: nil,
            errorMessage: "Could not save the favourite."
        ))
        #expect(stage.screen.alert == nil)
        _ = stage.navigation.pop()

        #expect(stage.screen.alert == .error("Could not save the favourite."))
    }
}
