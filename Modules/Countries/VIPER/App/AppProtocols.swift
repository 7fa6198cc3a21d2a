import AppSupport
import CountriesModel
import TerminalUI

/// A VIPER module ready to be linked: `assemble()` sets the references between its layers
/// (the weak ones pointing back) and returns the view to show.
@MainActor
protocol AppModule {
    func assemble() -> ViewController
}

/// Every module the app can assemble, as in Radu Dan's article.
@MainActor
protocol ModuleFactoryProtocol {
    func makeCountryList(using navigationController: NavigationController) -> CountryListModule
    /// - Parameter details: details already looked up (a deep link), or `.notRequested`.
    func makeCountryDetails(
        using navigationController: NavigationController,
        country: CountrySummary,
        details: Loadable<CountryDetails, CountriesError>
    ) -> CountryDetailsModule
}

/// What every Countries presenter does with its screen's loading: load when the screen
/// appears (every time), drop the load when it leaves, retry, and cancel.
@MainActor
protocol LoadablePresenting: AnyObject {
    /// Once, before the screen first appears: what shows before anything loads.
    func viewDidLoad()
    func viewWillAppear() async
    func viewDidDisappear()
    func didTapRetry() async
    /// Back to what was shown before the load (or "Not loaded." if there was nothing).
    func didTapCancelLoading()
    /// Loads the screen's content, keeping what is shown until it arrives.
    func reload() async
}

extension LoadablePresenting {
    func viewWillAppear() async {
        await reload()
    }

    func viewDidDisappear() {
        didTapCancelLoading()
    }

    func didTapRetry() async {
        await reload()
    }
}
