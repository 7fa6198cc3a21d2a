import AppLauncher
import CountriesApp
import FootballGatherApp
import Testing

/// `quit` while a confirmed save is still held by `@hold`: the real executable finishes the
/// save before it exits, in every pattern, every run (it used to be kept in only some runs),
/// and two held edits of one player both land.
@Suite struct HeldSaveProcessTests {
    private static let runs = 3

    @Test(arguments: Pattern.allCases.filter { FootballGatherRegistry.patterns[$0] != nil })
    func aPlayerAddedJustBeforeQuitIsKept(pattern: Pattern) throws {
        let home = try FreshHome()
        let database = home.file("fg.sqlite")
        let signIn = "type Username coach\ntype Password pitch\n"
        _ = try BuiltApp.footballGather.run(["--pattern", pattern.rawValue, "--database", database], environment: home.environment, input: signIn + "tap Register\nquit\n")
        for run in 1...Self.runs {
            let name = "Player\(run)"
            let quitting = try BuiltApp.footballGather.run(
                ["--pattern", pattern.rawValue, "--database", database],
                environment: home.environment,
                input: signIn + "tap Login\n@hold players.add\ntap \"Add player\"\ntype Name \(name)\ntap Done\nquit\n"
            )
            #expect(quitting.status == 0, "\(quitting.error)")
            #expect(quitting.output.contains("Loading…"), "the save was still held when quit came")

            let reading = try BuiltApp.footballGather.run(["--pattern", pattern.rawValue, "--database", database], environment: home.environment, input: signIn + "tap Login\n")
            #expect(reading.output.contains(". \(name) ·"), "run \(run): \(name) was not kept")
        }
    }

    /// Issue 21's lost update, through the real executable: a rename and an age saved from
    /// the same details, both held until `quit`, both land (the age used to bring the old
    /// name back).
    @Test(arguments: Pattern.allCases.filter { FootballGatherRegistry.patterns[$0] != nil })
    func twoEditsHeldUntilQuitBothLand(pattern: Pattern) throws {
        let home = try FreshHome()
        let arguments = ["--pattern", pattern.rawValue, "--database", home.file("fg.sqlite")]
        let signIn = "type Username coach\ntype Password pitch\n"
        _ = try BuiltApp.footballGather.run(arguments, environment: home.environment, input: signIn + "tap Register\ntap \"Add player\"\ntype Name Ada\ntap Done\nquit\n")

        let quitting = try BuiltApp.footballGather.run(
            arguments,
            environment: home.environment,
            input: signIn + "tap Login\n@hold players.update\nselect Ada\nselect Name\ntype Name Zed\ntap Done\nback\nselect Age\ntype Age 30\ntap Done\nquit\n"
        )
        #expect(quitting.status == 0, "\(quitting.error)")

        let reading = try BuiltApp.footballGather.run(arguments, environment: home.environment, input: signIn + "tap Login\nselect Zed\n")
        #expect(reading.output.contains("1. Name · Zed >"), "the rename was lost")
        #expect(reading.output.contains("2. Age · 30 >"), "the age was lost")
    }

    @Test(arguments: Pattern.allCases.filter { CountriesRegistry.patterns[$0] != nil })
    func aFavouriteSavedJustBeforeQuitIsKept(pattern: Pattern) throws {
        let home = try FreshHome()
        let database = home.file("countries.sqlite")
        for (run, country) in ["Japan", "Kenya", "Peru"].prefix(Self.runs).enumerated() {
            let quitting = try BuiltApp.countries.run(
                ["--pattern", pattern.rawValue, "--database", database],
                environment: home.environment,
                input: "type Search \(country)\nselect \(country)\n@hold favourites.save\ntap \"Add to favourites\"\nquit\n"
            )
            #expect(quitting.status == 0, "\(quitting.error)")

            let reading = try BuiltApp.countries.run(["--pattern", pattern.rawValue, "--database", database], environment: home.environment, input: "type Search \(country)\n")
            #expect(reading.output.contains(" \(country) ★ · Population"), "run \(run + 1): \(country) was not kept as a favourite")
        }
    }
}
