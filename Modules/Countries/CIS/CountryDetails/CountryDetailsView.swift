import CountriesUI
import TerminalUI

/// A country's details: assembles its scene, draws the Store's view model with the shared
/// builder, and hands every event to the Controller. Reloads on every appearance, so a
/// favourite changed deeper in the stack shows on return.
final class CountryDetailsView: ViewController {
    private let controller: any CountryDetailsControllerable
    private let store: CountryDetailsStore

    init(initialState: CountryDetailsState, assembly: SceneAssembly) {
        let worker = CountryDetailsWorker(assembly: assembly)
        let store = CountryDetailsStore(initialState: initialState)
        self.controller = CountryDetailsController(interactor: CountryDetailsInteractor(store: store, worker: worker))
        self.store = store
        super.init()
        worker.view = self
    }

    override var screen: Screen {
        let model = store.viewModel
        return CountryDetailsScreen.make(
            title: model.title, content: model.content, message: model.message,
            isLoading: model.isLoading, loadingControl: model.loadingControl
        )
    }

    override func handle(_ event: Event) {
        guard let event = CountryDetailsScreen.Event(event), let action = action(for: event) else { return }
        track(controller.execute(action))
    }

    override func viewWillAppear() {
        track(controller.execute(.appear))
    }

    override func viewDidDisappear() {
        track(controller.execute(.disappear))
    }

    private func action(for event: CountryDetailsScreen.Event) -> CountryDetailsAction? {
        switch event {
        case .tap(.favourite): .tapFavourite
        case .select(let path): CountryDetailsScreen.neighbourIndex(at: path).map(CountryDetailsAction.selectNeighbour)
        case .loading(.retry): .retry
        case .loading(.cancelLoading): .cancelLoading
        // Errors are alerts this screen presents; the toolkit takes their answer.
        case .dismissError: nil
        }
    }
}
