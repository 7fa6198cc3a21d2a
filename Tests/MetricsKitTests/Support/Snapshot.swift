import Foundation
import Testing

/// Compares text with a file under `Tests/MetricsKitTests/Snapshots`. Set
/// `METRICS_RECORD_SNAPSHOTS=1` to re-record; a missing snapshot is recorded and reported.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static func assertMatches(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment["METRICS_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let stored = try? String(contentsOf: url, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            if !recording { Issue.record("Recorded a new snapshot \(name); run the tests again.", sourceLocation: sourceLocation) }
            return
        }
        #expect(text == stored, "differs from Snapshots/\(name); METRICS_RECORD_SNAPSHOTS=1 re-records", sourceLocation: sourceLocation)
    }
}
