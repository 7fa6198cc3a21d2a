import AppSupport
import FootballGatherModel
@testable import FootballGatherVIP

/// Stands in for the Presenter in Interactor tests: every response, in order.
@MainActor
final class LoginPresenterSpy: LoginPresentationLogic {
    enum Response: Equatable {
        case loading(Bool)
        case settings(LoginSettings?, error: FootballGatherError?)
        case signIn(error: FootballGatherError?)
    }

    private(set) var responses: [Response] = []

    func presentLoading(response: Login.Loading.Response) { responses.append(.loading(response.isLoading)) }
    func presentSettings(response: Login.FetchSettings.Response) { responses.append(.settings(response.settings, error: response.error)) }
    func presentSignIn(response: Login.SignIn.Response) { responses.append(.signIn(error: response.error)) }
}

/// Stands in for the ViewController in Presenter tests: every view model, in order.
@MainActor
final class LoginDisplayLogicSpy: LoginDisplayLogic {
    private(set) var loading: [Login.Loading.ViewModel] = []
    private(set) var settings: [Login.FetchSettings.ViewModel] = []
    private(set) var signIns: [Login.SignIn.ViewModel] = []

    func displayLoading(viewModel: Login.Loading.ViewModel) { loading.append(viewModel) }
    func displaySettings(viewModel: Login.FetchSettings.ViewModel) { settings.append(viewModel) }
    func displaySignIn(viewModel: Login.SignIn.ViewModel) { signIns.append(viewModel) }
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

/// Stands in for the Worker in Interactor tests: records every call and answers with the
/// result a test sets, so no database is involved. A call whose name is armed on `holds`
/// (`"authenticate"`) waits there until released.
@MainActor
final class LoginWorkerSpy: LoginWorkerLogic {
    enum Call: Equatable {
        case fetchSettings
        case authenticate(Credentials, Login.SignIn.Kind)
        case saveSettings(LoginSettings)
    }

    static let coach = User(id: 1, username: "coach")

    private(set) var calls: [Call] = []
    var settings: Result<LoginSettings, FootballGatherError> = .success(.default)
    var user: Result<User, FootballGatherError> = .success(coach)
    var saveResult: Result<Void, FootballGatherError> = .success(())
    let holds = FaultInjector()

    func fetchSettings() async throws(FootballGatherError) -> LoginSettings {
        calls.append(.fetchSettings)
        return try settings.get()
    }

    func authenticate(_ credentials: Credentials, as kind: Login.SignIn.Kind) async throws(FootballGatherError) -> User {
        calls.append(.authenticate(credentials, kind))
        try? await holds.check("authenticate")
        return try user.get()
    }

    func saveSettings(_ loginSettings: LoginSettings) async throws(FootballGatherError) {
        calls.append(.saveSettings(loginSettings))
        try saveResult.get()
    }
}
