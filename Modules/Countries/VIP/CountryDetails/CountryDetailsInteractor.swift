import AppSupport
import CountriesModel

/// What the details' ViewController asks of its scene.
@MainActor
protocol CountryDetailsBusinessLogic: AnyObject {
    /// Loads the details and the favourite mark; a load in flight is cancelled.
    func fetchDetails(request: CountryDetails.FetchDetails.Request) async
    func cancelLoading(request: CountryDetails.CancelLoading.Request)
    /// Saves the opposite of the mark last loaded or saved.
    func toggleFavourite(request: CountryDetails.ToggleFavourite.Request) async
}

/// What the scene needs handed over before it shows, and hands the scenes it opens.
@MainActor
protocol CountryDetailsDataStore: AnyObject {
    var country: CountrySummary? { get set }
    /// Already loaded when a deep link looked them up; otherwise loaded as the scene appears.
    var details: Loadable<CountriesModel.CountryDetails, CountriesError> { get set }
}

/// Details' business: one country's details and its favourite mark, one load at a time (a
/// newer load or "Cancel loading" cancels the one in flight, which then answers nothing),
/// and saving the mark, which changes only once it is stored.
@MainActor
final class CountryDetailsInteractor: CountryDetailsDataStore {
    var country: CountrySummary?
    var details: Loadable<CountriesModel.CountryDetails, CountriesError> = .notRequested
    private var isFavourite = false
    let presenter: any CountryDetailsPresentationLogic
    private let worker: any CountryDetailsWorkerLogic
    private let loads = LatestTask()

    init(presenter: any CountryDetailsPresentationLogic, worker: any CountryDetailsWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    private func presentDetails(error: CountriesError? = nil) {
        guard let country else { return }
        presenter.presentDetails(response: CountryDetails.FetchDetails.Response(
            country: country, details: details, isFavourite: isFavourite, error: error
        ))
    }

    private func load(_ alpha3: String) async {
        do throws(CountriesError) {
            let fetched = try await worker.fetchDetails(of: alpha3)
            // A cancelled load must not answer over the cancel, or over a newer load.
            guard !Task.isCancelled else { return }
            details = .loaded(fetched.details)
            isFavourite = fetched.isFavourite
        } catch {
            guard !Task.isCancelled else { return }
            details = .failed(error)
        }
        presentDetails()
    }
}

extension CountryDetailsInteractor: CountryDetailsBusinessLogic {
    /// The details shown so far stay on screen while the new ones load.
    func fetchDetails(request: CountryDetails.FetchDetails.Request) async {
        guard let alpha3 = country?.alpha3 else { return }
        details = details.loading()
        presentDetails()
        await loads.run { [self] in await load(alpha3) }
    }

    func cancelLoading(request: CountryDetails.CancelLoading.Request) {
        loads.cancel()
        details = details.cancelled()
        presentDetails()
    }

    /// A save goes on after the user leaves: the mark they asked for is kept.
    func toggleFavourite(request: CountryDetails.ToggleFavourite.Request) async {
        guard let alpha3 = country?.alpha3 else { return }
        let wanted = !isFavourite
        do throws(CountriesError) {
            try await worker.saveFavourite(alpha3, wanted)
            isFavourite = wanted
            presentDetails()
        } catch {
            presentDetails(error: error)
        }
    }
}
