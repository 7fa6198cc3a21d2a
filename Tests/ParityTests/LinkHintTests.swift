import AppLauncher
import CountriesApp
import FootballGatherApp
import Testing

/// `open` with something that is not a link: each app suggests its own kind of link, or
/// says it opens none; the same in every pattern, typed or given at launch.
@MainActor @Suite struct LinkHintTests {
    @Test(arguments: Pattern.allCases.filter { FootballGatherRegistry.patterns[$0] != nil })
    func footballGatherSaysItOpensNoLinks(pattern: Pattern) async throws {
        let definition = FootballGatherRegistry.definition()
        let typed = try await Launcher.transcript(of: ["open x", "open football-gather://players"], definition: definition, pattern: pattern)
        #expect(typed.contains("> open x\nerror: this app does not open links\n"))
        #expect(typed.contains("> open football-gather://players\nerror: this app does not open links\n"))
        #expect(!typed.contains("countries://"))
        let atLaunch = try await Launcher.transcript(of: [], definition: definition, pattern: pattern, link: "x")
        #expect(atLaunch.hasPrefix("error: this app does not open links\n"))
    }

    @Test(arguments: Pattern.allCases.filter { CountriesRegistry.patterns[$0] != nil })
    func countriesSuggestsItsOwnLink(pattern: Pattern) async throws {
        let definition = CountriesRegistry.definition()
        let typed = try await Launcher.transcript(of: ["open x"], definition: definition, pattern: pattern)
        #expect(typed.contains("> open x\nerror: \"x\" is not a link (try countries://country/JPN)\n"))
        let atLaunch = try await Launcher.transcript(of: [], definition: definition, pattern: pattern, link: "x")
        #expect(atLaunch.hasPrefix("error: \"x\" is not a link (try countries://country/JPN)\n"))
    }

    @Test func eachAppNamesItsOwnScheme() {
        #expect(CountriesRegistry.definition().linkExample == "countries://country/JPN")
        #expect(FootballGatherRegistry.definition().linkExample == nil)
    }
}
