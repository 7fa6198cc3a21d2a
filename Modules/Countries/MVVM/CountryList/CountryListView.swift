import CountriesUI
import TerminalUI

/// Shows the Countries list: renders the view model's state through the shared screen
/// builder and turns the user's events into the view model's intents.
final class CountryListView: ViewController {
    private let viewModel: CountryListViewModel

    init(viewModel: CountryListViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override var screen: Screen {
        CountryListScreen.make(
            search: viewModel.searchText,
            regions: viewModel.regionFilters,
            selectedRegion: viewModel.regionFilter,
            countries: viewModel.countries,
            favourites: viewModel.favourites
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
        case .edit(CountryListScreen.searchFieldID, let text):
            perform { [viewModel] in await viewModel.search(for: text) }
        case .pick(CountryListScreen.regionPickerID, _, let row):
            perform { [viewModel] in await viewModel.selectRegion(at: row) }
        case .select(let path):
            viewModel.selectCountry(at: CountryListScreen.countryIndex(at: path))
        case .tap(LoadableScreen.retryButtonID):
            perform { [viewModel] in await viewModel.load() }
        case .tap(LoadableScreen.cancelButtonID):
            viewModel.cancelLoading()
        default:
            break
        }
    }
}
