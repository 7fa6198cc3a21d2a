import AppSupport
import CountriesCleanDomain
import CountriesUI
import TerminalUI

/// The Countries list: renders ``AppState/countryList``; searching, filtering and reloading
/// go through ``SearchCountriesUseCase``, a row through ``ShowCountryUseCase``.
///
/// The view owns the lifetime of its load, as a SwiftUI view owns a `.task`: one at a time,
/// started on every appearance, ended when the screen leaves the stack.
public final class CountryListView: ViewController {
    private let appState: AppState
    private let search: any SearchCountriesUseCase
    private let show: any ShowCountryUseCase
    private let loading = LatestTask()

    public init(appState: AppState, search: any SearchCountriesUseCase, show: any ShowCountryUseCase) {
        self.appState = appState
        self.search = search
        self.show = show
        super.init()
    }

    override public var screen: Screen {
        let list = appState.countryList
        return CountryListScreen.make(
            search: list.searchText,
            regions: list.regionFilters,
            selectedRegion: list.regionFilter,
            countries: list.countries,
            favourites: list.favourites
        )
    }

    override public func viewWillAppear() {
        load { await $0.load() }
    }

    override public func viewDidDisappear() {
        cancelLoading()
    }

    override public func handle(_ event: Event) {
        switch event {
        case .edit(CountryListScreen.searchFieldID, let text): load { await $0.search(for: text) }
        case .pick(CountryListScreen.regionPickerID, _, let row): load { await $0.filter(byRegionAt: row) }
        case .select(let path): show.showCountry(at: CountryListScreen.countryIndex(at: path))
        case .tap(LoadableScreen.retryButtonID): load { await $0.load() }
        case .tap(LoadableScreen.cancelButtonID): cancelLoading()
        default: break
        }
    }

    /// Runs `work` as the screen's one load in flight: a newer one cancels it.
    private func load(_ work: @escaping @MainActor (any SearchCountriesUseCase) async -> Void) {
        perform { [loading, search] in await loading.run { await work(search) } }
    }

    private func cancelLoading() {
        loading.cancel()
        search.cancelLoading()
    }
}
