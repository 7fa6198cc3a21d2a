import AppLauncher
import CountriesApp
import FootballGatherApp
import FootballGatherModel
import FootballGatherStorage
import FootballGatherTestSupport
import Foundation
import TerminalUI
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

@MainActor @Suite(.timeLimit(.hangGuard)) struct HostileInputParityTests {
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

extension HostileInputParityTests {
    /// One visible character can hold any number of code points: the field's hard cap in
    /// code points refuses what its cap in characters lets through, so no search reaches
    /// SQLite's 50,000-byte limit on a LIKE pattern and fails on every Retry.
    @Test func aSearchOfOneCharacterAndTwentyThousandJoinersIsRefusedAndChangesNothing() async throws {
        let joined = "a" + String(repeating: "\u{200D}", count: 20_000)
        let transcript = try await agreedTranscript(of: [
            "type Search ger",
            "type Search \(joined)",
            "tap Retry",
        ], definition: CountriesParityTests.definition)

        // Compared as bytes: "a" and its joiners are one Character, which no shorter text matches.
        let lines = transcript.components(separatedBy: "\n")
        let echo = try #require(lines.firstIndex { $0.utf8.starts(with: "> type Search a\u{200D}".utf8) })
        #expect(lines[echo + 1] == "error: Search must be at most 1000 code points.")
        #expect(transcript.contains("Search: ger\n"))
        #expect(!transcript.contains("Could not load the countries."))
    }

    /// A link the app cannot follow is shown as it was typed, not percent-encoded.
    @Test func aLinkThatCannotBeOpenedIsShownAsTyped() async throws {
        let transcript = try await agreedTranscript(of: [
            "open countries://country/ＪＰＮ",
            "alert OK",
            "open \"countries://city/São Paulo\"",
        ], definition: CountriesParityTests.definition)

        #expect(transcript.contains("  ! Cannot open link countries://country/ＪＰＮ.\n"))
        #expect(transcript.contains("  ! Cannot open link countries://city/São Paulo.\n"))
        #expect(!transcript.contains("%EF%BC%AA"))
    }

    /// What any text field takes, the rules can store: the two hard caps are one number.
    @Test func theHardCapOfEveryFieldIsTheHardCapOfStoredTexts() {
        #expect(TypedText.maximumScalars == PlayerRules.maximumScalars)
    }

    /// Names and teams count characters as the user sees them: 50 "é" typed as "e" and a
    /// combining accent are 50 characters, not 100, in every pattern and in the database.
    @Test func aNameOfFiftyDecomposedCharactersIsSaved() async throws {
        let fifty = String(repeating: "e\u{301}", count: 50)
        let transcript = try await agreedTranscript(of: [
            "type Username coach", "type Password pw", "tap Register",
            "tap \"Add player\"",
            "type Name \(fifty)",
            "tap Done",
            "tap \"Add player\"",
            "type Name \(fifty)e",
            "tap Done",
        ], definition: FootballGatherParityTests.definition)

        #expect(transcript.contains("    1. \(fifty) >\n") || transcript.contains("1. \(fifty)"))
        #expect(transcript.components(separatedBy: "Name must be at most 50 characters.").count == 2)
    }
}

/// The real executables, as a user runs them with `--script`.
@Suite(.timeLimit(.hangGuard)) struct ScriptFileProcessTests {
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
