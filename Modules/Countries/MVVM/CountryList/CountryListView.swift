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
        switch event {
        case .edit(CountryListScreen.ID.search, let text):
            perform { [viewModel] in await viewModel.search(for: text) }
        case .pick(CountryListScreen.ID.regionPicker, _, let row):
            perform { [viewModel] in await viewModel.selectRegion(at: row) }
        case .select(let path):
            viewModel.selectCountry(at: CountryListScreen.rowIndex(at: path))
        case .tap(LoadingControl.ID.retry):
            perform { [viewModel] in await viewModel.load() }
        case .tap(LoadingControl.ID.cancelLoading):
            viewModel.cancelLoading()
        default:
            break
        }
    }
}
