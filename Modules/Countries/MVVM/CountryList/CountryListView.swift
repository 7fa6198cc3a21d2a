import CountriesUI
import TerminalUI

/// Shows the Countries list: renders the view model's display values through the shared
/// screen builder and turns the user's events into the view model's intents.
final class CountryListView: ViewController {
    private let viewModel: CountryListViewModel

    init(viewModel: CountryListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        CountryListScreen.make(
            search: viewModel.searchText,
            regions: viewModel.regionTitles,
            selectedRegion: viewModel.selectedRegionIndex,
            rows: viewModel.rows,
            message: viewModel.message,
            isLoading: viewModel.isLoading,
            loadingControl: viewModel.loadingControl
        )
    }

    /// Reloads on every appearance, so marks changed on a details screen show on return.
    override func viewWillAppear() {
        perform { [viewModel] in await viewModel.load() }
    }

    /// A screen that has left the stack has no use for the load it was waiting for.
    override func viewDidDisappear() {
        viewModel.cancelLoading()
    }

    override func handle(_ event: Event) {
        guard let event = CountryListScreen.Event(event) else { return }
        switch event {
        case .edit(.search, let text):
            perform { [viewModel] in await viewModel.search(for: text) }
        case .pick(.region, let row):
            perform { [viewModel] in await viewModel.selectRegion(at: row) }
        case .select(let path):
            viewModel.selectCountry(at: CountryListScreen.rowIndex(at: path))
        case .loading(.retry):
            perform { [viewModel] in await viewModel.load() }
        case .loading(.cancelLoading):
            viewModel.cancelLoading()
        }
    }
}
