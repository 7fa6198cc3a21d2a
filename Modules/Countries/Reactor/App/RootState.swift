import ReactorSupport

/// The app level's state: the pulses its View turns into the stack a link asks for or the
/// error a link ends in. No domain state: a followed link leaves nothing behind to read.
struct RootState: Equatable, Sendable {
    /// A followed link: the View sets the stack to the list with these details on top, once.
    @Pulse var route: Route? = nil
    /// A link that could not be followed: the View shows the error once, the stack untouched.
    @Pulse var errorMessage: String? = nil

    enum Route: Equatable, Sendable {
        /// The details of a country, already looked up, over the list.
        case countryOverList(CountryDetailsState)
    }
}
