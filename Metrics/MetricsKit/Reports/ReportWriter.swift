import Foundation

/// Writes the file formats of a report into the output folder.
public struct ReportWriter: Sendable {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// Writes every file format in `formats` (the terminal table is not a file); returns the paths.
    @discardableResult
    public func write(_ report: MetricsReport, formats: [ReportFormat]) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for format in formats {
            guard let name = format.fileName else { continue }
            let data: Data = switch format {
            case .table: Data()
            case .markdown: Data(MarkdownReport.render(report).utf8)
            case .json: try JSONReport.encode(report)
            case .csv: Data(CSVReport.render(report).utf8)
            case .html: Data(HTMLReport.render(report).utf8)
            }
            let path = "\(directory)/\(name)"
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            written.append(path)
        }
        return written
    }
}
