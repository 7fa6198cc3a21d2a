import AppLauncher
import Foundation
import Testing

/// Runs one journey against every pattern an app has and checks that all transcripts are
/// byte-identical to each other and to the golden one.
///
/// `PARITY_RECORD=1 swift test --filter ParityTests` rewrites the goldens from the first
/// pattern (after checking that every pattern still agrees with it).
enum ParityCheck {
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["PARITY_RECORD"] == "1"
    }

    @MainActor
    static func run<Repositories>(_ journey: Journey, definition: AppDefinition<Repositories>) async throws {
        let patterns = definition.availablePatterns
        try #require(!patterns.isEmpty, "no pattern is registered for \(journey.app)")
        var transcripts: [(Pattern, String)] = []
        for pattern in patterns {
            let transcript = try await Launcher.transcript(
                of: journey.lines(),
                definition: definition,
                pattern: pattern,
                link: journey.launchLink()
            )
            transcripts.append((pattern, transcript))
        }
        let (reference, referenceText) = transcripts[0]
        for (pattern, text) in transcripts.dropFirst() {
            #expect(text == referenceText, "\(pattern.rawValue) differs from \(reference.rawValue): \(firstDifference(text, referenceText))")
        }
        if isRecording {
            try journey.record(referenceText)
            return
        }
        let golden = try #require(journey.golden(), "no golden for \(journey.testDescription): run PARITY_RECORD=1 swift test --filter ParityTests")
        for (pattern, text) in transcripts {
            #expect(text == golden, "\(pattern.rawValue) differs from the golden: \(firstDifference(text, golden))")
        }
    }

    /// The first line where two transcripts part, for a readable failure.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
            if got != want {
                return "line \(index + 1): got \"\(got)\", expected \"\(want)\""
            }
        }
        return "no difference"
    }
}
