import CountriesUI
import TerminalUI

/// Shows a country's details: renders the view model's display values through the shared
/// screen builder and turns the user's events into the view model's intents.
final class CountryDetailsView: ViewController {
    private let viewModel: CountryDetailsViewModel

    init(viewModel: CountryDetailsViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        CountryDetailsScreen.make(
            title: viewModel.title,
            content: viewModel.content,
            message: viewModel.message,
            isLoading: viewModel.isLoading,
            loadingControl: viewModel.loadingControl,
            errorMessage: viewModel.errorMessage
        )
    }

    /// Reloads on every appearance, so a favourite changed deeper in the stack shows on return.
    override func viewWillAppear() {
        perform { [viewModel] in await viewModel.load() }
    }

    /// A screen that has left the stack has no use for the load it was waiting for.
    override func viewDidDisappear() {
        viewModel.cancelLoading()
    }

    override func handle(_ event: Event) {
        guard let event = CountryDetailsScreen.Event(event) else { return }
        switch event {
        case .tap(.favourite):
            perform { [viewModel] in await viewModel.toggleFavourite() }
        case .select(let path):
            if let index = CountryDetailsScreen.neighbourIndex(at: path) {
                viewModel.selectNeighbour(at: index)
            }
        case .loading(.retry):
            perform { [viewModel] in await viewModel.load() }
        case .loading(.cancelLoading):
            viewModel.cancelLoading()
        case .dismissError:
            viewModel.dismissError()
        }
    }
}
