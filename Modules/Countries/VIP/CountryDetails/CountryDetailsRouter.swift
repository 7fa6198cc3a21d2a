import CountriesModel
import TerminalUI

/// Where a country's details lead.
@MainActor
protocol CountryDetailsRoutingLogic: AnyObject {
    /// Pushes the details of the neighbour the user chose, on top of these.
    func routeToNeighbour()
}

/// The details' data store, for the scenes they open (and the list, which fills it).
@MainActor
protocol CountryDetailsDataPassing: AnyObject {
    var dataStore: any CountryDetailsDataStore { get }
}

/// The details' navigation, on the stack their ViewController is on (weakly): a neighbour
/// opens as another details scene, as deep as the user goes.
@MainActor
final class CountryDetailsRouter: CountryDetailsRoutingLogic, CountryDetailsDataPassing {
    weak var viewController: CountryDetailsViewController?
    let dataStore: any CountryDetailsDataStore
    private let assembly: SceneAssembly

    init(dataStore: any CountryDetailsDataStore, assembly: SceneAssembly) {
        self.dataStore = dataStore
        self.assembly = assembly
    }

    func routeToNeighbour() {
        guard let viewController, let index = viewController.selectedNeighbour,
              dataStore.details.value?.neighbours.indices.contains(index) == true else { return }
        let destination = CountryDetailsConfigurator(assembly: assembly).makeScene()
        passDataToNeighbour(at: index, source: dataStore, destination: destination.router.dataStore)
        viewController.navigationController?.push(destination)
    }

    // MARK: - Passing data

    /// The neighbour's details load as it appears.
    private func passDataToNeighbour(at index: Int, source: any CountryDetailsDataStore, destination: any CountryDetailsDataStore) {
        destination.country = source.details.value?.neighbours[index]
    }
}
