import AppSupport
import CountriesCleanDomain
import CountriesModel
import CountriesUI
import TerminalUI

/// One country's details: the state of its route in ``AppState/details``, formatted by
/// ``CountryDetailsFormatter``. A failure to save the favourite is this view's own state;
/// loading, the favourite and the neighbours go through their use cases.
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
    private(set) var errorMessage: String? {
        didSet { setNeedsDisplay() }
    }

    public init(route: AppState.DetailsRoute, appState: AppState, useCases: UseCases) {
        self.route = route
        self.appState = appState
        self.useCases = useCases
        super.init()
    }

    override public var screen: Screen {
        let details = appState.details[route.id]?.details ?? .notRequested
        return CountryDetailsScreen.make(
            title: route.country.name,
            content: details.value.map {
                CountryDetailsFormatter.content(
                    $0, isFavourite: appState.details[route.id]?.isFavourite ?? false, isLoading: details.isLoading
                )
            },
            message: CountryFormatter.message(for: details),
            isLoading: details.isLoading,
            loadingControl: CountryFormatter.loadingControl(for: details),
            errorMessage: errorMessage
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
        guard let event = CountryDetailsScreen.Event(event) else { return }
        switch event {
        case .tap(.favourite): toggleFavourite()
        case .select(let path): showNeighbour(at: CountryDetailsScreen.neighbourIndex(at: path))
        case .loading(.retry): load()
        case .loading(.cancelLoading): cancelLoading()
        case .dismissError: errorMessage = nil
        }
    }

    private func load() {
        perform { [loading, useCases, route] in await loading.run { await useCases.details.load(route) } }
    }

    private func cancelLoading() {
        loading.cancel()
        useCases.details.cancelLoading(route)
    }

    private func toggleFavourite() {
        perform { [weak self, useCases, route] in
            do throws(CountriesError) {
                try await useCases.favourite.toggle(route)
            } catch {
                self?.errorMessage = error.message
            }
        }
    }

    private func showNeighbour(at index: Int?) {
        guard let index, let neighbours = appState.details[route.id]?.details.value?.neighbours,
              neighbours.indices.contains(index) else { return }
        useCases.show.show(neighbours[index])
    }
}
