import AppLauncher
import CountriesApp
import FootballGatherApp
import FootballGatherModel
import FootballGatherStorage
import FootballGatherTestSupport
import Foundation
import Testing

/// Bytes that would drive a terminal: every C0 control but "\n", DEL and C1 (as UTF-8).
private func controlBytes(in text: String) -> [UInt8] {
    let scalars = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    return scalars.flatMap { Array(String($0).utf8) }
}

/// Escape sequences typed into data: a window-title change, a screen clear, a NUL, a tab,
/// DEL and a C1 CSI (no "\r": it ends the line).
private let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{0}x\ty\u{7F}\u{9B}31m"

/// Runs `script` in every pattern of the app and returns the transcript they all print.
@MainActor
private func agreedTranscript<Repositories>(of script: [String], definition: AppDefinition<Repositories>) async throws -> String {
    var transcripts: [String] = []
    for pattern in definition.availablePatterns {
        transcripts.append(try await Launcher.transcript(of: script, definition: definition, pattern: pattern))
    }
    let first = try #require(transcripts.first)
    for (pattern, transcript) in zip(definition.availablePatterns, transcripts) {
        #expect(transcript == first, "\(pattern.rawValue): \(ParityCheck.firstDifference(transcript, first))")
    }
    return first
}

@MainActor
@Suite(.timeLimit(.minutes(2))) struct HostileInputParityTests {
    @Test(arguments: Journey.all(of: "football-gather") + Journey.all(of: "countries"))
    func everyJourneyWithCrlfLineEndingsPrintsTheGoldenBytes(_ journey: Journey) async throws {
        let golden = try #require(journey.golden())
        // What reading the CRLF file and splitting it on the Character "\n" gives: one chunk.
        let crlf = [try journey.lines().joined(separator: "\r\n")]
        for pattern in Pattern.allCases {
            let transcript: String
            if journey.app == "countries" {
                let definition = CountriesParityTests.definition
                guard definition.availablePatterns.contains(pattern) else { continue }
                transcript = try await Launcher.transcript(of: crlf, definition: definition, pattern: pattern, link: journey.launchLink())
            } else {
                let definition = FootballGatherParityTests.definition
                guard definition.availablePatterns.contains(pattern) else { continue }
                transcript = try await Launcher.transcript(of: crlf, definition: definition, pattern: pattern, link: journey.launchLink())
            }
            #expect(Array(transcript.utf8) == Array(golden.utf8), "\(pattern.rawValue): \(ParityCheck.firstDifference(transcript, golden))")
        }
    }

    @Test func escapesTypedIntoFootballGatherFieldsAreRefusedAndPrintedVisibly() async throws {
        let transcript = try await agreedTranscript(of: [
            "type Username \"\(hostile)\"",
            "type Password pw",
            "tap Register",
            "alert OK",
            "type Username coach",
            "tap Register",
            "tap \"Add player\"",
            "type Name \"\(hostile)\"",
            "tap Done",
            "alert OK",
            "type Name Ada",
            "type \"Favourite team\" \"\(hostile)\"",
            "# \(hostile)",
            "tap \"\(hostile)\"",
            "\(hostile)",
            "@\(hostile)",
            "help",
        ], definition: FootballGatherParityTests.definition)

        #expect(controlBytes(in: transcript).isEmpty)
        #expect(transcript.contains("Username must not contain control characters."))
        #expect(transcript.contains("Name must not contain control characters."))
        #expect(transcript.contains("Username: \\u{1B}]0;pwned\\u{07}\\u{1B}[2J\\u{00}x\\u{09}y\\u{7F}\\u{9B}31m"))
        #expect(transcript.contains("> type Name \"\\u{1B}]0;pwned"))
    }

    @Test func escapesTypedIntoTheCountriesSearchArePrintedVisibly() async throws {
        let transcript = try await agreedTranscript(of: [
            "type Search \"\(hostile)\"",
            "select \"\(hostile)\"",
            "open \"countries://country/\(hostile)\"",
        ], definition: CountriesParityTests.definition)

        #expect(controlBytes(in: transcript).isEmpty)
        #expect(transcript.contains("Search: \\u{1B}]0;pwned\\u{07}"))
    }
}

extension HostileInputParityTests {
    /// A search past SQLite's 50,000-byte LIKE limit used to fail with a Retry that always
    /// failed; now the field refuses it where it is typed, in every pattern.
    @Test func aSearchLongerThanTheFieldTakesIsRefusedAndChangesNothing() async throws {
        let longest = String(repeating: "z", count: 100)
        let transcript = try await agreedTranscript(of: [
            "type Search ger",
            "type Search \(String(repeating: "a", count: 60_000))",
            "type Search \(longest)a",
            "type Search \(longest)",
        ], definition: CountriesParityTests.definition)

        let replies = transcript.components(separatedBy: "\n> ").dropFirst().map { $0.split(separator: "\n").dropFirst().first.map(String.init) }
        #expect(replies[1] == "error: Search must be at most 100 characters.")
        #expect(replies[2] == "error: Search must be at most 100 characters.")
        #expect(transcript.contains("Search: \(longest)\n"))
        #expect(transcript.contains("No matches found"))
        #expect(!transcript.contains("Could not load the countries."))
    }
}

/// The real executables, as a user runs them with `--script`.
@Suite(.timeLimit(.minutes(2))) struct ScriptFileProcessTests {
    /// The built executable `name`, next to the test bundle in the build folder.
    private func executable(_ name: String) throws -> URL {
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle.deletingLastPathComponent(), bundle, bundle.deletingLastPathComponent().deletingLastPathComponent()]
            .map { $0.appending(path: name) }
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return try #require(found, "\(name) is not built next to the tests (\(candidates.map(\.path))): run swift build --build-tests")
    }

    private func run(_ name: String, script: String) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appending(path: "script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "journey.script")
        try Data(script.utf8).write(to: file)
        let process = Process()
        process.executableURL = try executable(name)
        process.arguments = ["--pattern", "mvvm", "--database", ":memory:", "--script", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(name) exited with \(process.terminationStatus): \(String(decoding: data, as: UTF8.self))")
        return data
    }

    @Test(arguments: ["football-gather", "countries"])
    func aCrlfScriptFilePrintsTheSameBytesAsItsLfTwin(app: String) throws {
        let script = [
            "# CRLF twin", "help", "type Username coach", "type Password pw", "tap Register",
            "type Search ger", "pick Region Europe", "quit",
        ]
        let lf = try run(app, script: script.joined(separator: "\n") + "\n")
        let crlf = try run(app, script: script.joined(separator: "\r\n") + "\r\n")

        #expect(crlf == lf)
        #expect(String(decoding: lf, as: UTF8.self).contains("\n> type Username coach\n"))
    }

    @Test func escapesInAScriptFileNeverReachTheTerminalRaw() throws {
        let output = try run("football-gather", script: "type Username \"\(hostile)\"\ntype Password pw\ntap Login\n")

        #expect(controlBytes(in: String(decoding: output, as: UTF8.self)).isEmpty)
        #expect(!output.isEmpty)
    }
}
