import FootballGatherUI
import TerminalUI

/// What Add player's Presenter asks the screen to show.
@MainActor
protocol AddPlayerDisplayLogic: AnyObject {
    func displayNameCheck(viewModel: AddPlayer.CheckName.ViewModel)
    func displayLoading(viewModel: AddPlayer.Loading.ViewModel)
    func displaySavedPlayer(viewModel: AddPlayer.SavePlayer.ViewModel)
}

/// The Add player screen: the Name field keeps what is typed and has it checked on every
/// change; "Done" sends it to the Interactor.
final class AddPlayerViewController: ViewController {
    let interactor: any AddPlayerBusinessLogic
    let router: any AddPlayerRoutingLogic & AddPlayerDataPassing
    private(set) var name = ""
    private var isDoneEnabled = false
    private var isLoading = false

    init(interactor: any AddPlayerBusinessLogic, router: any AddPlayerRoutingLogic & AddPlayerDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    override var screen: Screen {
        AddPlayerScreen.make(name: name, isDoneEnabled: isDoneEnabled, isLoading: isLoading)
    }

    override func viewWillAppear() {
        interactor.checkName(request: AddPlayer.CheckName.Request(name: name))
    }

    override func handle(_ event: Event) {
        guard let event = AddPlayerScreen.Event(event) else { return }
        switch event {
        case .edit(.name, let text):
            name = text
            interactor.checkName(request: AddPlayer.CheckName.Request(name: text))
        case .tap(.done):
            let request = AddPlayer.SavePlayer.Request(name: name)
            perform { [interactor] in await interactor.savePlayer(request: request) }
        // The error alert is this screen's own (`displayError(message:)`), and closes itself on "OK".
        case .dismissError:
            break
        }
    }
}

extension AddPlayerViewController: AddPlayerDisplayLogic {
    func displayNameCheck(viewModel: AddPlayer.CheckName.ViewModel) {
        isDoneEnabled = viewModel.isDoneEnabled
        setNeedsDisplay()
    }

    func displayLoading(viewModel: AddPlayer.Loading.ViewModel) {
        isLoading = viewModel.isLoading
        setNeedsDisplay()
    }

    /// Routes on, or shows why the screen stays.
    func displaySavedPlayer(viewModel: AddPlayer.SavePlayer.ViewModel) {
        if viewModel.errorMessage == nil {
            router.routeToPlayerList()
        } else {
            displayError(message: viewModel.errorMessage)
        }
    }
}
