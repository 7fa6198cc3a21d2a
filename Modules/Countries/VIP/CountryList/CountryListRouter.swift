import CountriesModel
import TerminalUI

/// Where the list leads.
@MainActor
protocol CountryListRoutingLogic: AnyObject {
    /// Pushes the details of the row the user chose.
    func routeToCountryDetails()
    /// The list with the deep-linked country's details on top, whatever was above the list.
    func routeToDeepLinkedCountry()
}

/// The list's data store, for the scenes it opens to take what they need from.
@MainActor
protocol CountryListDataPassing: AnyObject {
    var dataStore: any CountryListDataStore { get }
}

/// The list's navigation, on the stack its ViewController is on (weakly: the stack owns the
/// screens). Each route builds the next scene, passes it data from the list's data store to
/// its own, then shows it.
@MainActor
final class CountryListRouter: CountryListRoutingLogic, CountryListDataPassing {
    weak var viewController: CountryListViewController?
    let dataStore: any CountryListDataStore
    private let assembly: SceneAssembly

    init(dataStore: any CountryListDataStore, assembly: SceneAssembly) {
        self.dataStore = dataStore
        self.assembly = assembly
    }

    func routeToCountryDetails() {
        guard let viewController, let row = viewController.selectedRow, dataStore.countries.indices.contains(row) else { return }
        let destination = CountryDetailsConfigurator(assembly: assembly).makeScene()
        passDataToCountryDetails(row: row, source: dataStore, destination: destination.router.dataStore)
        viewController.navigationController?.push(destination)
    }

    /// The details replaced above the list leave the stack, cancel their loads and are freed.
    func routeToDeepLinkedCountry() {
        guard let viewController, let navigationController = viewController.navigationController,
              dataStore.deepLinkedCountry != nil else { return }
        let destination = CountryDetailsConfigurator(assembly: assembly).makeScene()
        passDataToDeepLinkedCountry(source: dataStore, destination: destination.router.dataStore)
        navigationController.setViewControllers([viewController, destination])
    }

    // MARK: - Passing data

    // Data stores are their scenes' Interactors: passing is setting.

    private func passDataToCountryDetails(row: Int, source: any CountryListDataStore, destination: any CountryDetailsDataStore) {
        destination.country = source.countries[row]
    }

    /// The details are already looked up: they show at once, and reload as they appear.
    private func passDataToDeepLinkedCountry(source: any CountryListDataStore, destination: any CountryDetailsDataStore) {
        guard let details = source.deepLinkedCountry else { return }
        destination.country = details.country.summary
        destination.details = .loaded(details)
    }
}
