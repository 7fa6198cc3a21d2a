import AppSupport
import CountriesModel
import Foundation

/// The list's presenter: the loading state of the rows, where a row, a neighbour or a deep
/// link leads, and what the view shows at each step.
@MainActor
final class CountryListPresenter {
    weak var view: (any CountryListViewProtocol)?
    let interactor: any CountryListInteractorProtocol
    let router: any CountryListRouterProtocol
    private(set) var countries: Loadable<[CountrySummary]> = .notRequested
    private(set) var favourites: Set<String> = []

    init(interactor: any CountryListInteractorProtocol, router: any CountryListRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    private func display() {
        view?.displayRegions(interactor.regionFilters, selected: interactor.regionFilter)
        view?.displayCountries(countries, favourites: favourites)
    }
}

// MARK: - Loading

extension CountryListPresenter: LoadablePresenting {
    /// Back to the rows shown before the load (or "Not loaded." if there were none).
    func didTapCancelLoading() {
        interactor.cancelLoading()
        countries = countries.cancelled()
        display()
    }

    /// Keeps the rows shown so far on screen while the new ones load.
    func reload() async {
        countries = countries.loading()
        display()
        await interactor.loadCountries()
    }
}

// MARK: - Actions

extension CountryListPresenter: CountryListPresenterActionable {
    func didChangeSearch(to text: String) async {
        interactor.search(for: text)
        await reload()
    }

    func didPickRegion(at index: Int) async {
        guard interactor.selectRegion(at: index) else { return }
        await reload()
    }

    func didSelectCountry(at index: Int) {
        guard let shown = countries.value, shown.indices.contains(index) else { return }
        router.showDetails(of: shown[index])
    }
}

// MARK: - Deep links

extension CountryListPresenter: CountryListDeepLinkHandling {
    func openDeepLink(_ url: URL) async {
        await interactor.lookUpDeepLink(url)
    }
}

// MARK: - Service handler

extension CountryListPresenter: CountryListPresenterServiceHandler {
    func didLoad(_ content: CountryListContent) {
        favourites = content.favourites
        countries = .loaded(content.countries)
        display()
    }

    func didFailToLoad(_ message: String) {
        countries = .failed(message: message)
        display()
    }

    func didLookUpDeepLink(_ details: CountryDetails) {
        router.showDeepLinkedDetails(details)
    }

    func didFailToOpenDeepLink(_ message: String) {
        router.showError(message)
    }
}
