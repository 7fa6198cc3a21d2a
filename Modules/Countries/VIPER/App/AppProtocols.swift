import AppSupport
import CountriesCore
import TerminalUI

/// A VIPER module ready to be linked: `assemble()` sets the references between its layers
/// (the weak ones pointing back) and returns the view to show.
@MainActor
protocol AppModule {
    func assemble() -> ViewController
}

/// Every module the app can assemble, as in the seed.
@MainActor
protocol ModuleFactoryProtocol {
    func makeCountryList(using navigationController: NavigationController) -> CountryListModule
    /// - Parameter details: details already looked up (a deep link), or `.notRequested`.
    func makeCountryDetails(
        country: CountrySummary,
        details: Loadable<CountryDetails>,
        delegate: any CountryDetailsDelegate
    ) -> CountryDetailsModule
}
