import CountriesModel
import CountriesTestSupport
import Foundation
import Testing

@Suite struct DeepLinkTests {
    @Test func parsesACountryLink() throws {
        #expect(try CountriesDeepLink(parsing: "countries://country/DEU") == .country("DEU"))
    }

    @Test func upperCasesTheCode() throws {
        #expect(try CountriesDeepLink(parsing: "countries://country/deu") == .country("DEU"))
        #expect(try CountriesDeepLink(parsing: "countries://country/jPn") == .country("JPN"))
    }

    @Test func schemeAndHostIgnoreCase() throws {
        #expect(try CountriesDeepLink(parsing: "COUNTRIES://Country/civ") == .country("CIV"))
    }

    @Test func parsesAURL() throws {
        let url = try #require(URL(string: "countries://country/FRA"))
        #expect(try CountriesDeepLink(url: url) == .country("FRA"))
    }

    @Test func linkRoundTrips() throws {
        let link = CountriesDeepLink.country("DEU")
        #expect(link.link == "countries://country/DEU")
        #expect(try CountriesDeepLink(parsing: link.link) == link)
    }

    @Test(arguments: [
        "https://country/DEU",
        "countries://city/DEU",
        "countries://country",
        "countries://country/",
        "countries://country/DEU/extra",
        "countries://country//DEU",
        "countries://country/DEU?focus=1",
        "countries://country/DEU#top",
        "countries://user@country/DEU",
        "countries://country:80/DEU",
        "countries://country/D%20U",
        "countries:country/DEU",
        "DEU",
        "",
    ])
    func anythingElseIsAnInvalidLink(link: String) {
        #expect(throws: CountriesError.invalidLink(link)) {
            try CountriesDeepLink(parsing: link)
        }
    }

    /// `URL(string:)` percent-encodes what a URL cannot hold; the message shows the link as
    /// the user typed it (decoded, as browsers show links), not as Foundation re-encoded it.
    @Test(arguments: [
        "countries://country/ＪＰＮ",
        "countries://city/São Paulo",
        "countries://country/日本/x",
        "countries://country/%zz",
    ])
    func anInvalidLinkNamesTheLinkAsTyped(typed: String) throws {
        let url = try #require(URL(string: typed))
        #expect(url.absoluteString != typed)

        #expect(throws: CountriesError.invalidLink(typed)) { try CountriesDeepLink(url: url) }
    }

    @Test func invalidLinkMessageNamesTheLink() {
        #expect(CountriesError.invalidLink("https://x.org").message == "Cannot open link https://x.org.")
    }

    @Test func wellFormedUnknownCodeIsTheRepositorysCall() async throws {
        let link = try CountriesDeepLink(parsing: "countries://country/xyz")
        guard case .country(let code) = link else { Issue.record("not a country link"); return }
        let countries = try CountriesRepositories.test().countries
        let error = await #expect(throws: CountriesError.self) { try await countries.details(of: code) }
        #expect(error?.message == "Unknown country XYZ.")
    }
}
