import CountriesModel
import ReactorSupport

/// What the app level knows: the links it followed, and the pulses its View turns into the
/// stack a link asks for or the error a link ends in.
struct AppState: Equatable, Sendable {
    /// A followed link: the View sets the stack to the list with these details on top, once.
    @Pulse var route: Route? = nil
    /// A link that could not be followed: the View shows the error once, the stack untouched.
    @Pulse var alert: String? = nil

    var domainState = DomainState()

    enum Route: Equatable, Sendable {
        /// The details of a country, already looked up, over the list.
        case countryOverList(CountryDetailsState)
    }

    struct DomainState: Equatable, Sendable {
        /// The last link followed to a country.
        var followedLink: CountriesDeepLink?
    }
}

/// The app's domain state, for any scene that needs to read it (none changes it).
protocol HasAppDomainState: AnyObject {
    @MainActor var domainState: AppState.DomainState { get }
}
