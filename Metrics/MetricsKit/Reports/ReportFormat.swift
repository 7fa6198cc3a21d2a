/// The report formats. `table` goes to the terminal, the others to files.
public enum ReportFormat: String, CaseIterable, Sendable, Codable {
    case table
    case markdown = "md"
    case json
    case csv
    case html

    /// The file the format is written to, or nil for the terminal table.
    public var fileName: String? {
        switch self {
        case .table: nil
        case .markdown: "metrics.md"
        case .json: "metrics.json"
        case .csv: "metrics.csv"
        case .html: "metrics.html"
        }
    }
}
