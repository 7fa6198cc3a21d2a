import AppSupport
import CountriesModel
@testable import CountriesVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class CountryDetailsPresenterSpy: CountryDetailsPresentationLogic {
    private(set) var detailsResponses: [DetailsScene.FetchDetails.Response] = []

    var last: DetailsScene.FetchDetails.Response? { detailsResponses.last }

    func presentDetails(response: DetailsScene.FetchDetails.Response) {
        detailsResponses.append(response)
    }
}

/// Stands in for the ViewController in Presenter tests: every view model, in order.
@MainActor
final class CountryDetailsDisplayLogicSpy: CountryDetailsDisplayLogic {
    private(set) var detailsViewModels: [DetailsScene.FetchDetails.ViewModel] = []

    var last: DetailsScene.FetchDetails.ViewModel? { detailsViewModels.last }

    func displayDetails(viewModel: DetailsScene.FetchDetails.ViewModel) {
        detailsViewModels.append(viewModel)
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

/// Stands in for the Worker in Interactor tests: records every call and answers with the
/// result a test sets, so no database is involved. A call whose name is armed on `holds`
/// (`"fetchDetails"`, `"saveFavourite"`) waits there until released, or answers `.cancelled`
/// once its task is cancelled, as a repository call would.
@MainActor
final class CountryDetailsWorkerSpy: CountryDetailsWorkerLogic {
    enum Call: Equatable {
        case fetchDetails(String)
        case saveFavourite(String, Bool)
    }

    private(set) var calls: [Call] = []
    var details: Result<(details: Details, isFavourite: Bool), CountriesError> = .success((SampleCountries.germanyDetails, false))
    var saveResult: Result<Void, CountriesError> = .success(())
    let holds = FaultInjector()

    func fetchDetails(of alpha3: String) async throws(CountriesError) -> (details: Details, isFavourite: Bool) {
        calls.append(.fetchDetails(alpha3))
        try await hold("fetchDetails")
        return try details.get()
    }

    func saveFavourite(_ alpha3: String, _ isFavourite: Bool) async throws(CountriesError) {
        calls.append(.saveFavourite(alpha3, isFavourite))
        try await hold("saveFavourite")
        try saveResult.get()
    }

    private func hold(_ call: String) async throws(CountriesError) {
        do { try await holds.check(call) } catch { throw .cancelled }
    }
}
