import AppLauncher
import CountriesApp
import FootballGatherApp
import Testing

/// A command typed the wrong way shows how to quote a title with one of the running app's
/// own titles, the same in every pattern.
@MainActor @Suite struct UsageHintTests {
    private let malformed = ["tap", "step Level sideways", "back now"]

    @Test(arguments: Pattern.allCases.filter { CountriesRegistry.patterns[$0] != nil })
    func countriesQuotesOneOfItsOwnTitles(pattern: Pattern) async throws {
        let transcript = try await Launcher.transcript(of: malformed, definition: CountriesRegistry.definition(), pattern: pattern)

        #expect(transcript.contains("> tap\nerror: usage: tap <title> (quote titles with spaces: tap \"Add to favourites\")\n"))
        #expect(transcript.contains("> back now\nerror: usage: back (quote titles with spaces: tap \"Add to favourites\")\n"))
        #expect(!transcript.contains("Add player"))
    }

    @Test(arguments: Pattern.allCases.filter { FootballGatherRegistry.patterns[$0] != nil })
    func footballGatherQuotesOneOfItsOwnTitles(pattern: Pattern) async throws {
        let transcript = try await Launcher.transcript(of: malformed, definition: FootballGatherRegistry.definition(), pattern: pattern)

        #expect(transcript.contains("> tap\nerror: usage: tap <title> (quote titles with spaces: tap \"Add player\")\n"))
        #expect(transcript.contains("> step Level sideways\nerror: usage: step <label> up|down (quote titles with spaces: tap \"Add player\")\n"))
    }
}
