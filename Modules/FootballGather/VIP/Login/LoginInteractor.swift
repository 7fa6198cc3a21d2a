import FootballGatherModel

/// What Login's ViewController asks of its scene.
@MainActor
protocol LoginBusinessLogic: AnyObject {
    func fetchSettings(request: Login.FetchSettings.Request) async
    /// Checks the credentials, reaches the account, then remembers (or forgets) the username.
    func signIn(request: Login.SignIn.Request) async
}

/// What Login hands the scene it opens: who signed in.
@MainActor
protocol LoginDataStore: AnyObject {
    var user: User? { get }
}

/// Login's business: the credentials pass the Model's checks before any repository is asked,
/// and a sign-in saves the "Remember me" choice. One request at a time: taps while one runs
/// are ignored.
@MainActor
final class LoginInteractor: LoginDataStore {
    private(set) var user: User?
    private var isBusy = false
    let presenter: any LoginPresentationLogic
    private let worker: any LoginWorkerLogic

    init(presenter: any LoginPresentationLogic, worker: any LoginWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    private func setBusy(_ isBusy: Bool) {
        self.isBusy = isBusy
        presenter.presentLoading(response: Login.Loading.Response(isLoading: isBusy))
    }

    private func checked(_ request: Login.SignIn.Request) throws(FootballGatherError) -> Credentials {
        let typed = Credentials(username: request.username, password: request.password)
        switch request.kind {
        case .login: return try typed.validatedForLogin()
        case .register: return try typed.validatedForRegistration()
        }
    }
}

extension LoginInteractor: LoginBusinessLogic {
    func fetchSettings(request: Login.FetchSettings.Request) async {
        guard !isBusy else { return }
        setBusy(true)
        do throws(FootballGatherError) {
            let settings = try await worker.fetchSettings()
            setBusy(false)
            presenter.presentSettings(response: Login.FetchSettings.Response(settings: settings, error: nil))
        } catch {
            setBusy(false)
            presenter.presentSettings(response: Login.FetchSettings.Response(settings: nil, error: error))
        }
    }

    /// Saving the settings can fail after the account was reached: the user then stays on
    /// Login with the error.
    func signIn(request: Login.SignIn.Request) async {
        guard !isBusy else { return }
        setBusy(true)
        do throws(FootballGatherError) {
            let user = try await worker.authenticate(checked(request), as: request.kind)
            try await worker.saveSettings(.afterSignIn(as: user.username, rememberMe: request.rememberMe))
            self.user = user
            setBusy(false)
            presenter.presentSignIn(response: Login.SignIn.Response(error: nil))
        } catch {
            setBusy(false)
            presenter.presentSignIn(response: Login.SignIn.Response(error: error))
        }
    }
}
