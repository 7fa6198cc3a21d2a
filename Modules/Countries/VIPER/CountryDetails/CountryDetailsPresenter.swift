import AppSupport
import CountriesModel

/// Details' presenter: the loading state of the details, the favourite mark, and the
/// neighbour chosen, which its router opens.
@MainActor
final class CountryDetailsPresenter {
    weak var view: (any CountryDetailsViewProtocol)?
    let interactor: any CountryDetailsInteractorProtocol
    let router: any CountryDetailsRouterProtocol
    private(set) var details: Loadable<CountryDetails>

    /// - Parameter details: details already looked up (a deep link), or `.notRequested`.
    init(
        interactor: any CountryDetailsInteractorProtocol,
        router: any CountryDetailsRouterProtocol,
        details: Loadable<CountryDetails>
    ) {
        self.interactor = interactor
        self.router = router
        self.details = details
    }
}

// MARK: - Loading

extension CountryDetailsPresenter: LoadablePresenting {
    /// The name is the title from the start, before the details arrive.
    func viewDidLoad() {
        view?.displayName(interactor.country.name)
    }

    /// Back to the details shown before the load (or "Not loaded." if there were none).
    func didTapCancelLoading() {
        interactor.cancelLoading()
        details = details.cancelled()
        view?.displayDetails(details)
    }

    func reload() async {
        details = details.loading()
        view?.displayDetails(details)
        await interactor.loadDetails()
    }
}

// MARK: - Actions

extension CountryDetailsPresenter: CountryDetailsPresenterActionable {
    func didTapFavourite() async {
        await interactor.toggleFavourite()
    }

    func didSelectNeighbour(at index: Int) {
        guard let neighbours = details.value?.neighbours, neighbours.indices.contains(index) else { return }
        router.showDetails(of: neighbours[index])
    }
}

// MARK: - Service handler

extension CountryDetailsPresenter: CountryDetailsPresenterServiceHandler {
    func didLoad(_ details: CountryDetails, isFavourite: Bool) {
        self.details = .loaded(details)
        view?.displayFavourite(isFavourite)
        view?.displayDetails(self.details)
    }

    func didFailToLoad(_ message: String) {
        details = .failed(message: message)
        view?.displayDetails(details)
    }

    func didSaveFavourite(_ isFavourite: Bool) {
        view?.displayFavourite(isFavourite)
    }

    /// The mark stays as it was.
    func didFailToSaveFavourite(_ message: String) {
        view?.handleError(message)
    }
}
