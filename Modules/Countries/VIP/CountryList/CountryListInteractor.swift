import AppSupport
import CountriesModel

/// What the list's ViewController asks of its scene.
@MainActor
protocol CountryListBusinessLogic: AnyObject {
    /// Loads the list for the search and region asked for; a load in flight is cancelled.
    func fetchCountries(request: CountryList.FetchCountries.Request) async
    func searchCountries(request: CountryList.SearchCountries.Request) async
    /// A row the picker no longer has is ignored.
    func selectRegion(request: CountryList.SelectRegion.Request) async
    func cancelLoading(request: CountryList.CancelLoading.Request)
    func openDeepLink(request: CountryList.OpenDeepLink.Request) async
}

/// What the list hands the scenes its Router opens.
@MainActor
protocol CountryListDataStore: AnyObject {
    /// The countries on screen, in list order (the earlier ones while a reload is in flight).
    var countries: [CountrySummary] { get }
    /// The country the last deep link looked up.
    var deepLinkedCountry: CountriesModel.CountryDetails? { get }
}

/// The list's business: the search and region asked for, one load at a time (a newer load
/// or "Cancel loading" cancels the one in flight, and a cancelled load answers nothing), the
/// state of the last load, and looking a deep link's country up before anything moves.
@MainActor
final class CountryListInteractor: CountryListDataStore {
    let presenter: any CountryListPresentationLogic
    private let worker: any CountryListWorkerLogic
    private let loads = LatestTask()
    private var searchText = ""
    private var regionFilter = RegionFilter.all
    private var regionFilters: [RegionFilter] = [.all]
    private var favourites: Set<String> = []
    private var listing: Loadable<[CountrySummary], CountriesError> = .notRequested
    private(set) var deepLinkedCountry: CountriesModel.CountryDetails?

    init(presenter: any CountryListPresentationLogic, worker: any CountryListWorkerLogic) {
        self.presenter = presenter
        self.worker = worker
    }

    var countries: [CountrySummary] { listing.value ?? [] }

    private func presentCountries() {
        presenter.presentCountries(response: CountryList.FetchCountries.Response(
            countries: listing,
            favourites: favourites,
            regionFilters: regionFilters,
            regionFilter: regionFilter
        ))
    }

    private func load(matching query: String, in region: RegionFilter) async {
        do throws(CountriesError) {
            let fetched = try await worker.fetchCountries(matching: query, in: region)
            // A cancelled load must not answer over the cancel, or over a newer load.
            guard !Task.isCancelled else { return }
            regionFilters = fetched.regionFilters
            favourites = fetched.favourites
            listing = .loaded(fetched.countries)
        } catch {
            guard !Task.isCancelled else { return }
            listing = .failed(error)
        }
        presentCountries()
    }
}

extension CountryListInteractor: CountryListBusinessLogic {
    /// The rows shown so far stay on screen while the new ones load.
    func fetchCountries(request: CountryList.FetchCountries.Request) async {
        listing = listing.loading()
        presentCountries()
        let (query, region) = (searchText, regionFilter)
        await loads.run { [self] in await load(matching: query, in: region) }
    }

    func searchCountries(request: CountryList.SearchCountries.Request) async {
        searchText = request.text
        await fetchCountries(request: CountryList.FetchCountries.Request())
    }

    func selectRegion(request: CountryList.SelectRegion.Request) async {
        guard let filter = regionFilters.element(at: request.index) else { return }
        regionFilter = filter
        await fetchCountries(request: CountryList.FetchCountries.Request())
    }

    func cancelLoading(request: CountryList.CancelLoading.Request) {
        loads.cancel()
        listing = listing.cancelled()
        presentCountries()
    }

    /// An unknown code or another kind of link answers its error; nothing on screen moves
    /// until the country is known.
    func openDeepLink(request: CountryList.OpenDeepLink.Request) async {
        do throws(CountriesError) {
            switch try CountriesDeepLink(url: request.url) {
            case .country(let alpha3):
                deepLinkedCountry = try await worker.fetchDetails(of: alpha3)
            }
            presenter.presentDeepLink(response: CountryList.OpenDeepLink.Response(error: nil))
        } catch {
            presenter.presentDeepLink(response: CountryList.OpenDeepLink.Response(error: error))
        }
    }
}
