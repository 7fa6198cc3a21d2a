import AppLauncher
import FootballGatherApp
import FootballGatherModel
import FootballGatherStorage
import FootballGatherTestSupport
import Foundation
import Testing

@MainActor
// A hang must fail the run, not stall CI: journeys finish in well under a second each.
@Suite(.timeLimit(.hangGuard)) struct FootballGatherParityTests {
    /// The app as the executable defines it, with a fast password hash so journeys stay quick.
    static let definition = FootballGatherRegistry.definition(hasher: Argon2idPasswordHasher.fast)

    @Test(arguments: Journey.all(of: "football-gather"))
    func everyPatternPrintsTheGoldenTranscript(_ journey: Journey) async throws {
        try await ParityCheck.run(journey, definition: Self.definition)
    }

    @Test func journeysVisitEveryScreen() {
        let transcripts = Journey.all(of: "football-gather").compactMap { $0.golden() }.joined()
        for title in ["Login", "Players", "2 selected", "Ada", "Age", "Preferred position", "Skill", "Favourite team",
                      "Name", "Add Player", "Confirm players", "Gather in progress", "History"] {
            #expect(transcripts.contains("== \(title) ="), "no journey shows the screen \(title)")
        }
    }

    @Test func journeysShowEveryErrorMessage() {
        let transcripts = Journey.all(of: "football-gather").compactMap { $0.golden() }.joined()
        for message in FootballGatherParityTests.userFacingErrors {
            #expect(transcripts.contains(message), "no journey shows \"\(message)\"")
        }
    }

    static let userFacingErrors = [
        "Both fields are mandatory.",
        "Username is already taken.",
        "Invalid username or password.",
        "Could not add the player.",
        "Could not save the player.",
        "Could not delete the player.",
        "Could not start the gather.",
        "Could not save the gather.",
        "Could not load the gathers.",
        "Could not load the players.",
        "Could not log in.",
        "Could not register.",
        "Could not save the settings.",
    ]
}
