import AppSupport
@testable import CountriesCleanPresentation
import CountriesModel
import CountriesUI
import Testing

/// What both screens share: a country's title and each load state's message and control, as plain values.
@MainActor @Suite struct CountryFormatterTests {
    @Test func aCountryWithoutAFlagShowsItsNameAlone() {
        let flagless = CountrySummary(alpha3: "XKX", alpha2: "", name: "Kosovo", population: 1, region: nil)

        #expect(CountryFormatter.title(of: flagless) == "Kosovo")
    }

    @Test func eachLoadStateHasItsMessageAndControl() {
        let states: [Loadable<Int, CountriesError>] = [.notRequested, .isLoading(previous: nil), .loaded(1), .failed(.storage(.loadCountries))]

        #expect(states.map(CountryFormatter.message(for:)) == ["Not loaded.", nil, nil, "Could not load the countries."])
        #expect(states.map(CountryFormatter.loadingControl(for:)) == [.retry, .cancelLoading, nil, .retry])
    }
}
