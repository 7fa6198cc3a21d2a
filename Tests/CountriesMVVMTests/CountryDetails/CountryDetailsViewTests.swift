import AppSupport
import CountriesModel
import CountriesStorage
import CountriesTestSupport
import TerminalUI
import Testing
@testable import CountriesMVVM

/// The screens the details view produces, driven by typed commands.
@Suite("Country details view")
@MainActor
struct CountryDetailsViewTests {
    @Test func showsTheFourSectionsAndTheFavouriteButton() async throws {
        let app = try await RunningApp.started()

        await app.run("select Germany")

        let screen = app.screen
        #expect(screen.title == "Germany")
        #expect(screen.sections.map(\.title) == ["Basic Info", "Currencies", "Languages", "Neighboring countries"])
        #expect(screen.sections[0].rows.map(\.title) == ["Code", "Capital", "Population", "Area", "Region"])
        let basicInfo = screen.sections[0].rows.compactMap(\.detail)
        #expect(basicInfo.count == 5)
        #expect(basicInfo[0...1] == ["DEU", "Berlin"])
        #expect(basicInfo[2].wholeMatch(of: /\d{1,3}(,\d{3})+/) != nil)
        #expect(basicInfo[3].wholeMatch(of: /\d{1,3}(,\d{3})+ km²/) != nil)
        #expect(basicInfo[4] == "Europe (Western Europe)")
        #expect(screen.sections[1].rows.map(\.title) == ["EUR € Euro"])
        #expect(screen.sections[2].rows.map(\.title) == ["German"])
        #expect(screen.sections[3].rows.first == Screen.Row("🇦🇹 Austria", id: "AUT", accessory: .disclosure))
        #expect(screen.buttons == [Screen.Button("Add to favourites", id: "favourite")])
    }

    @Test func onlyNeighboursCanBeSelected() async throws {
        let app = try await RunningApp.started()

        await app.run("select Germany")

        let selectable = app.screen.indexedRows.filter(\.row.isSelectable).map(\.path.section)
        #expect(Set(selectable) == [3])
    }

    @Test func theFavouriteButtonSwitchesItsTitle() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")

        await app.run("tap \"Add to favourites\"")
        #expect(app.screen.buttons.map(\.title) == ["Remove from favourites"])

        await app.run("tap \"Remove from favourites\"")
        #expect(app.screen.buttons.map(\.title) == ["Add to favourites"])
    }

    @Test func aFailedSaveShowsAnErrorAlertAndKeepsTheButton() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")
        app.faults.arm(CountriesFaultKey.favouritesSave, .fail)

        await app.run("tap \"Add to favourites\"")

        #expect(app.screen.alert == Screen.Alert(title: "Error", message: "Could not save the favourite.", actions: ["OK"]))
        await app.run("alert OK")
        #expect(app.screen.alert == nil)
        #expect(app.screen.buttons.map(\.title) == ["Add to favourites"])
    }

    @Test func whileLoadingTheTitleShowsWithCancelLoading() async throws {
        let app = try await RunningApp.started()
        app.faults.arm(CountriesFaultKey.countriesDetails, .hold)

        await app.run("select Germany")

        #expect(app.screen.title == "Germany")
        #expect(app.screen.isLoading)
        #expect(app.screen.sections.isEmpty)
        #expect(app.screen.buttons.map(\.title) == ["Cancel loading"])
    }

    @Test func cancellingTheFirstLoadShowsNotLoadedAndRetryLoads() async throws {
        let app = try await RunningApp.started()
        app.faults.arm(CountriesFaultKey.countriesDetails, .hold)
        await app.run("select Germany")

        await app.run("tap \"Cancel loading\"")
        #expect(app.screen.emptyMessage == "Not loaded.")
        #expect(app.screen.buttons.map(\.title) == ["Retry"])

        app.faults.reset()
        await app.run("tap Retry")
        #expect(app.screen.sections.count == 4)
    }

    @Test func aReloadKeepsTheDetailsReadOnlyUntilDone() async throws {
        let app = try await RunningApp.started()
        await app.run("select Germany")
        await app.run("select Austria")
        app.faults.arm(CountriesFaultKey.countriesDetails, .hold)

        await app.run("back")

        #expect(app.screen.title == "Germany")
        #expect(app.screen.isLoading)
        #expect(app.screen.sections.count == 4)
        #expect(app.screen.buttons == [
            Screen.Button("Add to favourites", id: "favourite", isEnabled: false),
            Screen.Button("Cancel loading", id: "cancelLoading"),
        ])
    }

    @Test func aFailedLoadShowsTheMessageAndRetry() async throws {
        let app = try await RunningApp.started()
        app.faults.arm(CountriesFaultKey.countriesDetails, .fail)

        await app.run("select Germany")

        #expect(app.screen.emptyMessage == "Could not load the country details.")
        #expect(app.screen.buttons.map(\.title) == ["Retry"])
    }
}

extension CountryDetailsViewTests {
    @Test func leavingTheScreenCancelsItsLoad() async throws {
        let app = try await RunningApp.started()
        app.faults.arm(CountriesFaultKey.countriesDetails, .hold)
        await app.run("select Germany")
        #expect(app.faults.heldCount == 1)

        await app.run("back")

        #expect(app.faults.heldCount == 0)
        #expect(app.screen.title == "Countries")
    }
}
