import CountriesUI
import TerminalUI

/// The Countries list: assembles its scene, draws the Store's view model with the shared
/// builder, and hands every event to the Controller. Reloads on every appearance. The
/// parent reads `controller` to delegate deep links down to the list.
final class CountryListView: ViewController {
    let controller: any CountryListControllerable
    private let store: CountryListStore

    init(initialState: CountryListState, assembly: SceneAssembly) {
        let worker = CountryListWorker(assembly: assembly)
        let store = CountryListStore(initialState: initialState)
        controller = CountryListController(interactor: CountryListInteractor(store: store, worker: worker), store: store)
        self.store = store
        super.init()
        worker.view = self
    }

    override func viewWillAppear() {
        track(controller.execute(.appear))
    }

    override func viewDidDisappear() {
        track(controller.execute(.disappear))
    }

    override var screen: Screen {
        let model = store.viewModel
        return CountryListScreen.make(
            search: model.search, regions: model.regions, selectedRegion: model.selectedRegion, rows: model.rows,
            message: model.message, isLoading: model.isLoading, loadingControl: model.loadingControl
        )
    }

    override func handle(_ event: Event) {
        guard let event = CountryListScreen.Event(event), let action = action(for: event) else { return }
        track(controller.execute(action))
    }

    private func action(for event: CountryListScreen.Event) -> CountryListAction? {
        switch event {
        case .edit(.search, let text): .search(text)
        case .pick(.region, let row): .pickRegion(row)
        case .select(let path): .selectRow(CountryListScreen.rowIndex(at: path))
        case .loading(.retry): .retry
        case .loading(.cancelLoading): .cancelLoading
        }
    }
}
