import FootballGatherModel

/// What Login's Interactor hands on to be shown.
@MainActor
protocol LoginPresentationLogic: AnyObject {
    func presentLoading(response: Login.Loading.Response)
    func presentSettings(response: Login.FetchSettings.Response)
    func presentSignIn(response: Login.SignIn.Response)
}

/// Words Login for the screen: the switch and the username the saved settings restore, and
/// every failure's message. It keeps no state.
@MainActor
final class LoginPresenter: LoginPresentationLogic {
    weak var viewController: (any LoginDisplayLogic)?

    func presentLoading(response: Login.Loading.Response) {
        viewController?.displayLoading(viewModel: Login.Loading.ViewModel(isLoading: response.isLoading))
    }

    func presentSettings(response: Login.FetchSettings.Response) {
        viewController?.displaySettings(viewModel: Login.FetchSettings.ViewModel(
            isRememberMeOn: response.settings?.rememberMe,
            username: response.settings?.prefilledUsername,
            errorMessage: response.error?.message
        ))
    }

    func presentSignIn(response: Login.SignIn.Response) {
        viewController?.displaySignIn(viewModel: Login.SignIn.ViewModel(errorMessage: response.error?.message))
    }
}
