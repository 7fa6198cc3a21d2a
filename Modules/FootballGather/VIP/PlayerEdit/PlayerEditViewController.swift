import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// What Player edit's Presenter asks the screen to show.
@MainActor
protocol PlayerEditDisplayLogic: AnyObject {
    func displayField(viewModel: PlayerEdit.FetchField.ViewModel)
    func displayLoading(viewModel: PlayerEdit.Loading.ViewModel)
    func displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel)
}

/// The editor of one field: a text field that keeps what is typed, as a `UITextField` would,
/// or the options the Presenter words; "Done" sends the text to the Interactor.
final class PlayerEditViewController: ViewController {
    let interactor: any PlayerEditBusinessLogic
    let router: any PlayerEditRoutingLogic & PlayerEditDataPassing
    private var field: PlayerField?
    private var content = PlayerEditScreen.Content.text("")
    private var isLoading = false

    init(interactor: any PlayerEditBusinessLogic, router: any PlayerEditRoutingLogic & PlayerEditDataPassing) {
        self.interactor = interactor
        self.router = router
        super.init()
    }

    /// What the text field holds now.
    var text: String {
        guard case .text(let text) = content else { return "" }
        return text
    }

    override var screen: Screen {
        guard let field else { return super.screen }
        return PlayerEditScreen.make(field: field, content: content, isLoading: isLoading)
    }

    /// Nothing opens above the editor: it appears once.
    override func viewWillAppear() {
        interactor.fetchField(request: PlayerEdit.FetchField.Request())
    }

    override func handle(_ event: Event) {
        guard let event = PlayerEditScreen.Event(event) else { return }
        switch event {
        case .edit(.value, let text):
            content = .text(text)
        case .select(let path):
            interactor.selectOption(request: PlayerEdit.SelectOption.Request(index: path.row))
        case .tap(.done):
            let request = PlayerEdit.SavePlayer.Request(text: text)
            perform { [interactor] in await interactor.savePlayer(request: request) }
        // The error alert is this screen's own (`displayError(message:)`), and closes itself on "OK".
        case .dismissError:
            break
        }
    }
}

extension PlayerEditViewController: PlayerEditDisplayLogic {
    func displayField(viewModel: PlayerEdit.FetchField.ViewModel) {
        field = viewModel.field
        content = viewModel.content
        setNeedsDisplay()
    }

    func displayLoading(viewModel: PlayerEdit.Loading.ViewModel) {
        isLoading = viewModel.isLoading
        setNeedsDisplay()
    }

    /// Routes on, or shows why the screen stays.
    func displaySavedPlayer(viewModel: PlayerEdit.SavePlayer.ViewModel) {
        if viewModel.errorMessage == nil {
            router.routeToPlayerDetails()
        } else {
            displayError(message: viewModel.errorMessage)
        }
    }
}
