import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class LoginPresenterSpy: LoginPresentationLogic {
    enum Response: Equatable {
        case loading(Bool)
        case settings(LoginSettings)
        case signIn(User)
        case error(FootballGatherError)
    }

    private(set) var responses: [Response] = []

    func presentLoading(response: Login.Loading.Response) { responses.append(.loading(response.isLoading)) }
    func presentSettings(response: Login.FetchSettings.Response) { responses.append(.settings(response.settings)) }
    func presentSignIn(response: Login.SignIn.Response) { responses.append(.signIn(response.user)) }
    func presentError(response: Login.Failure.Response) { responses.append(.error(response.error)) }
}

/// Stands in for the ViewController in Presenter tests: every view model, in order.
@MainActor
final class LoginDisplayLogicSpy: LoginDisplayLogic {
    private(set) var loading: [Login.Loading.ViewModel] = []
    private(set) var settings: [Login.FetchSettings.ViewModel] = []
    private(set) var signIns: [Login.SignIn.ViewModel] = []
    private(set) var errors: [Login.Failure.ViewModel] = []

    func displayLoading(viewModel: Login.Loading.ViewModel) { loading.append(viewModel) }
    func displaySettings(viewModel: Login.FetchSettings.ViewModel) { settings.append(viewModel) }
    func displaySignIn(viewModel: Login.SignIn.ViewModel) { signIns.append(viewModel) }
    func displayError(viewModel: Login.Failure.ViewModel) { errors.append(viewModel) }
}

/// Stands in for the Interactor in ViewController tests: every request, in order.
@MainActor
final class LoginBusinessLogicSpy: LoginBusinessLogic {
    enum Request: Equatable {
        case fetchSettings
        case signIn(Login.SignIn.Request)
    }

    private(set) var requests: [Request] = []

    func fetchSettings(request: Login.FetchSettings.Request) async { requests.append(.fetchSettings) }
    func signIn(request: Login.SignIn.Request) async { requests.append(.signIn(request)) }
}

/// Stands in for the Router in ViewController tests: how many times it was asked to route.
@MainActor
final class LoginRouterSpy: LoginRoutingLogic, LoginDataPassing {
    final class DataStore: LoginDataStore {
        var user: User?
    }

    let dataStore: any LoginDataStore = DataStore()
    private(set) var playerListRoutes = 0

    func routeToPlayerList() { playerListRoutes += 1 }
}
