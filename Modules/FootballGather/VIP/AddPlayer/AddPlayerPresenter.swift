/// What Add player's Interactor hands on to be shown.
@MainActor
protocol AddPlayerPresentationLogic: AnyObject {
    func presentNameCheck(response: AddPlayer.CheckName.Response)
    func presentLoading(response: AddPlayer.Loading.Response)
    func presentSavedPlayer(response: AddPlayer.SavePlayer.Response)
}

/// Words Add player: whether "Done" is enabled, and every failure's message. It keeps no
/// state.
@MainActor
final class AddPlayerPresenter: AddPlayerPresentationLogic {
    weak var viewController: (any AddPlayerDisplayLogic)?

    func presentNameCheck(response: AddPlayer.CheckName.Response) {
        viewController?.displayNameCheck(viewModel: AddPlayer.CheckName.ViewModel(isDoneEnabled: response.canSubmit))
    }

    func presentLoading(response: AddPlayer.Loading.Response) {
        viewController?.displayLoading(viewModel: AddPlayer.Loading.ViewModel(isLoading: response.isLoading))
    }

    func presentSavedPlayer(response: AddPlayer.SavePlayer.Response) {
        viewController?.displaySavedPlayer(viewModel: AddPlayer.SavePlayer.ViewModel(errorMessage: response.error?.message))
    }
}
