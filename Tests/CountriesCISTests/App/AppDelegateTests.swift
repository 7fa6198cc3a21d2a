import AppSupport
@testable import CountriesCIS
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Foundation
import TerminalUI
import Testing

/// The whole CIS app typed at through the toolkit's session: deep links go from the app
/// down to the list's handed-back Controller, and the stack follows.
@MainActor @Suite struct AppDelegateTests {
    let faults = FaultInjector()
    let app: AppDelegate
    let session: Session

    init() throws {
        app = AppDelegate(repositories: try .test(faults: faults))
        session = Session(app: app, timekeeper: VirtualTime(), blockedWork: { [faults] in faults.heldCount })
    }

    private func type(_ lines: String...) async {
        for line in lines {
            let reply = await session.execute(line)
            #expect(reply == .screen, "\(line): \(reply)")
        }
    }

    private var titles: [String] { app.navigationController.viewControllers.map(\.screen.title) }

    @Test func startsOnTheLoadedList() async {
        await session.start()

        #expect(titles == ["Countries"])
        #expect(session.screen.indexedRows.count == KnownCountries.count)
    }

    @Test func aLinkAtLaunchOpensItsDetailsOverTheList() async {
        #expect(await session.start(opening: "countries://country/BRA") == nil)

        #expect(titles == ["Countries", "Brazil"])
        #expect(session.screen.sections.first?.title == "Basic Info")
    }

    @Test func aLinkReplacesWhateverWasOnScreen() async {
        await session.start()
        await type("select Germany", "select Austria", "open countries://country/JPN")

        #expect(titles == ["Countries", "Japan"])
    }

    @Test func aLinkThatCannotBeFollowedLeavesTheStackAlone() async {
        await session.start()
        await type("select Germany", "open countries://country/XYZ")

        #expect(session.screen.alert == .error("Unknown country XYZ."))
        await type("alert OK", "open countries://city/Paris")
        #expect(session.screen.alert == .error("Cannot open link countries://city/Paris."))
        #expect(titles == ["Countries", "Germany"])
    }

    @Test func aFavouriteShowsOnTheListWhenBackThere() async {
        await session.start()
        await type("type Search germany", "select Germany", "tap \"Add to favourites\"", "back")

        #expect(session.screen.indexedRows.map(\.row.title) == ["🇩🇪 Germany ★"])
    }

    @Test func aDetailsScreenLeavingWithALoadInFlightCancelsIt() async {
        await session.start()
        faults.arm(CountriesFaultKey.countriesDetails, .hold)
        await type("select Austria")
        #expect(session.screen.isLoading)

        await type("back")
        faults.reset()
        await session.waitUntilIdle()

        #expect(titles == ["Countries"])
        #expect(app.navigationController.activity.pendingCount == 0)
    }
}
