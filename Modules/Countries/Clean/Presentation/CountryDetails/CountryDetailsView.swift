import AppSupport
import CountriesCleanDomain
import CountriesUI
import TerminalUI

/// One country's details: renders the state of its route in ``AppState/details``; loading,
/// the favourite and the neighbours go through their use cases.
///
/// Like the list, the view owns the lifetime of its load, and when it leaves the stack its
/// state goes too.
public final class CountryDetailsView: ViewController {
    /// The use cases a details screen can start.
    public struct UseCases {
        public var details: any LoadCountryDetailsUseCase
        public var favourite: any ToggleFavouriteUseCase
        public var show: any ShowCountryUseCase

        public init(details: any LoadCountryDetailsUseCase, favourite: any ToggleFavouriteUseCase, show: any ShowCountryUseCase) {
            self.details = details
            self.favourite = favourite
            self.show = show
        }
    }

    private let route: AppState.DetailsRoute
    private let appState: AppState
    private let useCases: UseCases
    private let loading = LatestTask()

    public init(route: AppState.DetailsRoute, appState: AppState, useCases: UseCases) {
        self.route = route
        self.appState = appState
        self.useCases = useCases
        super.init()
    }

    override public var screen: Screen {
        let shown = appState.details[route.id]
        return CountryDetailsScreen.make(
            name: route.country.name,
            details: shown?.details ?? .notRequested,
            isFavourite: shown?.isFavourite ?? false,
            errorMessage: shown?.errorMessage
        )
    }

    /// Every appearance reloads, so a favourite changed deeper in the stack shows on return.
    override public func viewWillAppear() {
        load()
    }

    override public func viewDidDisappear() {
        loading.cancel()
        useCases.details.close(route)
    }

    override public func handle(_ event: Event) {
        switch event {
        case .tap(CountryDetailsScreen.favouriteButtonID): perform { [useCases, route] in await useCases.favourite.toggle(route) }
        case .select(let path): showNeighbour(at: CountryDetailsScreen.neighbourIndex(at: path))
        case .tap(LoadableScreen.retryButtonID): load()
        case .tap(LoadableScreen.cancelButtonID): cancelLoading()
        case .alert: appState.details[route.id]?.errorMessage = nil
        default: break
        }
    }

    private func load() {
        perform { [loading, useCases, route] in await loading.run { await useCases.details.load(route) } }
    }

    private func cancelLoading() {
        loading.cancel()
        useCases.details.cancelLoading(route)
    }

    private func showNeighbour(at index: Int?) {
        guard let index else { return }
        useCases.show.showNeighbour(at: index, of: route)
    }
}
