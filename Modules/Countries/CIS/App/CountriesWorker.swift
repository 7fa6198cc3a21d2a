import AppSupport
import TerminalUI

/// The side effects both Countries scenes have: one load in flight at a time (a newer
/// load or "Cancel loading" cancels it, so a stale answer never reaches the Store), the
/// scene's error alert, and opening a country's details (as deep as the user goes).
protocol CountriesWorkable: AnyObject, Sendable {
    /// Runs `load` as the scene's only load: nil if it was cancelled before it finished.
    @MainActor func latest<Value: Sendable>(_ load: @escaping @Sendable () async -> Value) async -> Value?
    @MainActor func cancelLoading()
    @MainActor func showError(_ message: String)
    @MainActor func showDetails(_ initialState: CountryDetailsState)
}

/// How both scenes' Workers carry those side effects out: each scene's Worker adds its
/// own repositories to these.
@MainActor
class CountriesWorker: CountriesWorkable {
    let assembly: SceneAssembly
    /// The scene's own screen, set as the scene is assembled: its error alerts are this
    /// screen's, shown when it is on top (never over another screen).
    weak var view: ViewController?
    private let loads = LatestTask()

    init(assembly: SceneAssembly) {
        self.assembly = assembly
    }

    func latest<Value: Sendable>(_ load: @escaping @Sendable () async -> Value) async -> Value? {
        await loads.value { await load() }
    }

    func cancelLoading() {
        loads.cancel()
    }

    func showError(_ message: String) {
        view?.presentAlert(.error(message))
    }

    func showDetails(_ initialState: CountryDetailsState) {
        assembly.navigationController?.push(CountryDetailsView(initialState: initialState, assembly: assembly))
    }
}
