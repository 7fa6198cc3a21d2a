import Foundation
import MetricsKit
import Testing

@Suite struct JSONSchemaTests {
    @Test func reportSurvivesARoundTrip() throws {
        let report = SampleReport.makeWithTrace()
        let decoded = try JSONReport.decode(JSONReport.encode(report))
        #expect(decoded == report)
    }

    @Test func documentCarriesSchemaAndVersion() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: JSONReport.encode(SampleReport.make())) as? [String: Any])
        #expect(object["schema"] as? String == "architecture-workspace.metrics")
        #expect(object["schemaVersion"] as? Int == 2)
    }

    @Test func refusesAnotherSchemaOrAnotherVersion() throws {
        #expect(throws: MetricsError.self) { try JSONReport.decode(Data(#"{"schema":"other","schemaVersion":1}"#.utf8)) }
        #expect(throws: MetricsError.self) {
            try JSONReport.decode(Data(#"{"schema":"architecture-workspace.metrics","schemaVersion":99}"#.utf8))
        }
        // Version 1 subtracted a null build from every build sample; its figures are not version 2's.
        #expect(throws: MetricsError.report("schema version 1 is older than this tool's 2: run Scripts/metrics to make the report anew")) {
            try JSONReport.decode(Data(#"{"schema":"architecture-workspace.metrics","schemaVersion":1}"#.utf8))
        }
    }

    /// Every key the encoder writes is documented in `Metrics/Reports/README.md`.
    @Test func everyKeyIsDocumented() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Metrics/Reports/README.md")
        let documentation = try String(contentsOf: readme, encoding: .utf8)
        var keys: Set<String> = []
        for report in [SampleReport.makeWithTrace(), SampleReport.makeWithUIMove()] {
            collectKeys(try JSONSerialization.jsonObject(with: JSONReport.encode(report)), into: &keys)
        }
        #expect(keys.isSuperset(of: ["uiMove", "movesUIFramework", "firstChangedLine", "renamedTo"]))
        let undocumented = keys.filter { !documentation.contains("`\($0)`") }.sorted()
        #expect(undocumented.isEmpty, "undocumented keys: \(undocumented)")
    }

    static let mapsKeyedByData: Set<String> = ["codeAdded", "codeRemoved", "toRoles", "toShared"]

    private func collectKeys(_ value: Any, into keys: inout Set<String>) {
        if let dictionary = value as? [String: Any] {
            for (key, child) in dictionary {
                keys.insert(key)
                // Keyed by data (role names), documented as such: their keys are no schema.
                if Self.mapsKeyedByData.contains(key) { continue }
                collectKeys(child, into: &keys)
            }
        } else if let array = value as? [Any] {
            for child in array { collectKeys(child, into: &keys) }
        }
    }
}
