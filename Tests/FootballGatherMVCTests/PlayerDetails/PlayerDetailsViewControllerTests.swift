@testable import FootballGatherMVC
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import TerminalUI
import Testing

/// Player details, and the round trip through Player edit that updates it.
@MainActor @Suite struct PlayerDetailsViewControllerTests {
    let world: Backend

    init() async throws {
        world = try await Backend.seeded()
    }

    private func stage(showing name: String) async throws -> Stage {
        let world = world
        let player = try world.player(name)
        let stage = Stage(faults: world.faults) { _ in
            [PlayerDetailsViewController(player: player, userID: world.userID, repository: world.repositories.players)]
        }
        await stage.show()
        return stage
    }

    @Test func showsEveryFieldInItsSectionTitledWithTheName() async throws {
        let stage = try await stage(showing: "Ada")

        #expect(stage.screen == PlayerDetailsScreen.make(title: "Ada", values: [
            .name: "Ada", .age: "36", .preferredPosition: "Midfielder", .skill: "Professional", .favouriteTeam: "Arsenal",
        ]))
        #expect(stage.screen.sections.map(\.title) == ["Personal", "Play", "Likes"])
    }

    @Test func unsetFieldsShowADash() async throws {
        let stage = try await stage(showing: "Dani")

        #expect(stage.screen.indexedRows.map(\.row.detail) == ["Dani", "-", "-", "-", "-"])
    }

    @Test(arguments: ["Name", "Age", "Preferred position", "Skill", "Favourite team"])
    func eachRowOpensTheEditorOfItsField(_ field: String) async throws {
        let stage = try await stage(showing: "Ada")

        await stage.run("select \"\(field)\"")

        #expect(stage.stack.last is PlayerEditViewController)
        #expect(stage.screen.title == field)
    }

    @Test func aSavedEditShowsHereAndClosesTheEditor() async throws {
        let stage = try await stage(showing: "Ada")

        await stage.run("select Age", "type Age 37", "tap Done")

        #expect(stage.stack.count == 1)
        #expect(stage.screen.indexedRows[1].row.detail == "37")
        #expect(try await world.roster().first?.age == 37)
    }

    @Test func aNewNameRetitlesTheScreen() async throws {
        let stage = try await stage(showing: "Ada")

        await stage.run("select Name", "type Name \"Ada K.\"", "tap Done")

        #expect(stage.screen.title == "Ada K.")
    }

    @Test func goingBackFromTheEditorSavesNothing() async throws {
        let stage = try await stage(showing: "Ada")

        await stage.run("select Name", "type Name Zed", "back")

        #expect(stage.screen.title == "Ada")
        #expect(try await world.roster().first?.name == "Ada")
    }
}
