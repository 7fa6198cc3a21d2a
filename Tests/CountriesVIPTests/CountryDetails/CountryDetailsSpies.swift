import AppSupport
import CountriesModel
@testable import CountriesVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class CountryDetailsPresenterSpy: CountryDetailsPresentationLogic {
    private(set) var detailsResponses: [DetailsScene.FetchDetails.Response] = []
    private(set) var favouriteErrors: [DetailsScene.ToggleFavourite.Response] = []

    var last: DetailsScene.FetchDetails.Response? { detailsResponses.last }

    func presentDetails(response: DetailsScene.FetchDetails.Response) {
        detailsResponses.append(response)
    }

    func presentFavouriteError(response: DetailsScene.ToggleFavourite.Response) {
        favouriteErrors.append(response)
    }
}

/// Stands in for the ViewController in Presenter tests: every view model, in order.
@MainActor
final class CountryDetailsDisplayLogicSpy: CountryDetailsDisplayLogic {
    private(set) var detailsViewModels: [DetailsScene.FetchDetails.ViewModel] = []
    private(set) var favouriteErrors: [DetailsScene.ToggleFavourite.ViewModel] = []

    var last: DetailsScene.FetchDetails.ViewModel? { detailsViewModels.last }

    func displayDetails(viewModel: DetailsScene.FetchDetails.ViewModel) {
        detailsViewModels.append(viewModel)
    }

    func displayFavouriteError(viewModel: DetailsScene.ToggleFavourite.ViewModel) {
        favouriteErrors.append(viewModel)
    }
}

/// Stands in for the Interactor in ViewController tests: every request, in order.
@MainActor
final class CountryDetailsBusinessLogicSpy: CountryDetailsBusinessLogic {
    enum Request: Equatable {
        case fetchDetails
        case cancelLoading
        case toggleFavourite
    }

    private(set) var requests: [Request] = []

    func fetchDetails(request: DetailsScene.FetchDetails.Request) async { requests.append(.fetchDetails) }
    func cancelLoading(request: DetailsScene.CancelLoading.Request) { requests.append(.cancelLoading) }
    func toggleFavourite(request: DetailsScene.ToggleFavourite.Request) async { requests.append(.toggleFavourite) }
}

/// Stands in for the Router in ViewController tests: the neighbour the ViewController had
/// selected each time it asked for a route.
@MainActor
final class CountryDetailsRouterSpy: CountryDetailsRoutingLogic, CountryDetailsDataPassing {
    final class DataStore: CountryDetailsDataStore {
        var country: CountrySummary?
        var details: Loadable<Details, CountriesError> = .notRequested
    }

    weak var viewController: CountryDetailsViewController?
    let dataStore: any CountryDetailsDataStore = DataStore()
    private(set) var neighbourRoutes: [Int?] = []

    func routeToNeighbour() { neighbourRoutes.append(viewController?.selectedNeighbour) }
}
