import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the file formats of a report into the output folder.
public struct ReportWriter: Sendable {
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// Checked before the run does any work, so a run does not end, minutes later, on a folder it
    /// could never write to: the folder, or the nearest folder above it that exists, must be a
    /// writable folder (not a file, not `/dev/null`, not read-only). A full disk can only show
    /// when writing; `write` says so in one line.
    public func checkWritable() throws {
        let target = URL(fileURLWithPath: directory).standardizedFileURL.path
        var existing = target
        var info = stat()
        while lstat(existing, &info) != 0 {
            guard errno == ENOENT || errno == ENOTDIR, existing != "/" else { throw problem(SourceText.describe(errno: errno)) }
            existing = (existing as NSString).deletingLastPathComponent
        }
        // A link to a folder is a folder here; a link to nothing is no place to write.
        guard stat(existing, &info) == 0 else { throw problem("\(existing): \(SourceText.describe(errno: errno, path: existing))") }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw problem(existing == target ? "not a folder" : "\(existing) is not a folder")
        }
        guard access(existing, W_OK | X_OK) == 0 else {
            let reason = errno == EROFS ? "read-only file system" : SourceText.describe(errno: errno)
            throw problem(existing == target ? reason : "\(existing): \(reason)")
        }
    }

    /// Writes every file format in `formats` (the terminal table is not a file); returns the paths.
    /// A failure is one line naming the file and the cause.
    @discardableResult
    public func write(_ report: MetricsReport, formats: [ReportFormat]) throws -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw problem(SourceText.describe(error))
        }
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
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                let done = written.isEmpty ? "" : " (written: \(written.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")))"
                throw MetricsError.report("cannot write \(path): \(SourceText.describe(error))\(done)")
            }
            written.append(path)
        }
        return written
    }

    private func problem(_ reason: String) -> MetricsError {
        MetricsError.report("cannot write the report files to \(directory): \(reason)")
    }
}
