import AppLauncher
import CountriesApp
import Foundation
import Testing

@MainActor
// A hang must fail the run, not stall CI: journeys finish in well under a second each.
@Suite(.timeLimit(.hangGuard)) struct CountriesParityTests {
    static let definition = CountriesRegistry.definition()

    @Test(arguments: Journey.all(of: "countries"))
    func everyPatternPrintsTheGoldenTranscript(_ journey: Journey) async throws {
        try await ParityCheck.run(journey, definition: Self.definition)
    }

    @Test func journeysShowEveryStateAndError() {
        let transcripts = Journey.all(of: "countries").compactMap { $0.golden() }.joined()
        for text in ["== Countries =", "== Germany =", "Neighboring countries", "No matches found", "★",
                     "Unknown country XYZ.", "Cannot open link", "Could not load the countries.",
                     "Could not load the country details.", "Could not save the favourite.",
                     "Could not load the favourites.", "Loading…", "[Cancel loading]", "[Retry]"] {
            #expect(transcripts.contains(text), "no journey shows \"\(text)\"")
        }
    }
}
