import AppLauncher
import Benchmark
import Foundation

/// Measures the parity journeys of one app on one pattern, in script mode exactly as the
/// parity suite runs them (`Launcher.transcript`), each from a fresh `:memory:` database.
@MainActor
final class JourneyRunner<Repositories: Sendable> {
    /// `Tests/ParityTests/Journeys/<app>/*.script`, found from this file's place in the workspace.
    nonisolated static var journeysFolder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // PatternRuntime
            .deletingLastPathComponent() // Benchmarks
            .deletingLastPathComponent() // Metrics/Benchmarks
            .deletingLastPathComponent() // Metrics
            .deletingLastPathComponent() // the workspace
            .appending(path: "Tests/ParityTests/Journeys")
    }

    private struct Journey {
        let lines: [String]
        let link: String?
    }

    private let definition: AppDefinition<Repositories>
    private let pattern: Pattern
    private var journeys: [Journey] = []

    nonisolated init(_ definition: AppDefinition<Repositories>, pattern: Pattern) {
        self.definition = definition
        self.pattern = pattern
    }

    func setUp() throws {
        let folder = Self.journeysFolder.appending(path: definition.name)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".script") }.sorted()
        journeys = try names.map { name in
            let lines = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // A first line `# launch-link: <url>` opens that link at launch, as in the parity suite.
            let prefix = "# launch-link:"
            let link = lines.first.flatMap { $0.hasPrefix(prefix) ? $0.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) : nil }
            return Journey(lines: lines, link: link)
        }
        if journeys.isEmpty { throw RunningApp.Refused(line: folder.path, reply: "no journeys") }
    }

    func run(_ stopwatch: Stopwatch) async {
        do {
            stopwatch.start()
            for journey in journeys {
                let transcript = try await Launcher.transcript(of: journey.lines, definition: definition, pattern: pattern, link: journey.link)
                blackHole(transcript)
            }
            stopwatch.stop()
        } catch {
            stopwatch.fail("\(pattern.rawValue): \(error)")
        }
    }
}
