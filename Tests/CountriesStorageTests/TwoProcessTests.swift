import CountriesModel
import CountriesStorage
import CountriesTestSupport
import Foundation
import TestSupport
import Testing

/// Two real `countries` processes on one new database file, as two terminals (or a
/// script beside an interactive session) would use it.
@Suite struct TwoProcessTests {
    /// Opens each country and toggles its favourite on, off and on again.
    private func script(toggling codes: [String]) -> String {
        var lines: [String] = []
        for code in codes {
            lines += [
                "open countries://country/\(code)",
                "tap \"Add to favourites\"", "tap \"Remove from favourites\"", "tap \"Add to favourites\"",
            ]
        }
        return (lines + ["quit"]).joined(separator: "\n") + "\n"
    }

    @Test func twoProcessesTogglingFavouritesOnOneNewFileBothSucceedAndLoseNothing() async throws {
        let executable = try BuiltExecutable(named: "countries")
        try await withTemporaryDirectory { directory in
            let path = directory.path("shared.sqlite")
            let codes = try CountriesDataset.bundled().countries.map(\.alpha3)
            let halves = [
                codes.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element),
                codes.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element),
            ]
            var argumentLists: [[String]] = []
            for (index, half) in halves.enumerated() {
                let scriptPath = directory.path("toggle-\(index).script")
                try script(toggling: half).write(toFile: scriptPath, atomically: true, encoding: .utf8)
                argumentLists.append(["--database", path, "--script", scriptPath])
            }

            let runs = try await executable.runAtOnce(argumentLists, outputIn: directory.url.path)

            for (index, run) in runs.enumerated() {
                #expect(run.status == 0, "process \(index) exited with \(run.status): \(run.errors)")
                #expect(run.errors.isEmpty, "process \(index): \(run.errors)")
                #expect(!run.output.contains("Could not"), "process \(index)'s transcript reports a failure")
                #expect(!run.output.contains("error:"), "process \(index)'s transcript reports an error")
                #expect(!run.output.isEmpty, "process \(index) printed nothing")
            }
            let repositories = CountriesRepositories.sqlite(try .openFile(at: path))
            #expect(try await repositories.favourites.favourites() == Set(codes))
            #expect(try await repositories.countries.allCountries().count == codes.count)
        }
    }

    /// Several processes creating one new file at the same moment all start: the check,
    /// the WAL setup and the seeding never fail with "database is locked".
    @Test func fourProcessesCreatingOneNewFileAtOnceAllStart() async throws {
        let executable = try BuiltExecutable(named: "countries")
        try await withTemporaryDirectory { directory in
            let scriptPath = directory.path("quit.script")
            try "quit\n".write(toFile: scriptPath, atomically: true, encoding: .utf8)
            for round in 1...10 {
                let path = directory.path("new-\(round).sqlite")
                let runs = try await executable.runAtOnce(
                    Array(repeating: ["--database", path, "--script", scriptPath], count: 4), outputIn: directory.url.path
                )
                for run in runs {
                    #expect(run.status == 0 && run.errors.isEmpty, "round \(round): \(run.errors)")
                }
                let repositories = CountriesRepositories.sqlite(try .openFile(at: path))
                #expect(try await repositories.countries.allCountries().count == KnownCountries.count)
            }
        }
    }
}
