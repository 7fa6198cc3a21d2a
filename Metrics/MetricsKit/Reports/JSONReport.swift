import Foundation

/// `metrics.json`: the report as the versioned document of `Metrics/Reports/README.md`.
public enum JSONReport {
    public static func encode(_ report: MetricsReport) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(report)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Reads a report; refuses documents of another schema or another version (a version's
    /// fields change meaning between versions, so an old report is made anew, not read).
    public static func decode(_ data: Data) throws -> MetricsReport {
        struct Header: Decodable {
            var schema: String
            var schemaVersion: Int
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw MetricsError.report("not a metrics report: \(error)")
        }
        guard header.schema == MetricsReport.schemaIdentifier else {
            throw MetricsError.report("schema \(header.schema) is not \(MetricsReport.schemaIdentifier)")
        }
        guard header.schemaVersion <= MetricsReport.currentSchemaVersion else {
            throw MetricsError.report("schema version \(header.schemaVersion) is newer than this tool's \(MetricsReport.currentSchemaVersion)")
        }
        guard header.schemaVersion == MetricsReport.currentSchemaVersion else {
            throw MetricsError.report(
                "schema version \(header.schemaVersion) is older than this tool's \(MetricsReport.currentSchemaVersion): run Scripts/metrics to make the report anew"
            )
        }
        return try JSONDecoder().decode(MetricsReport.self, from: data)
    }
}
