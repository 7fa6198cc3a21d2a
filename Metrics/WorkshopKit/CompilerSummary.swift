import Foundation

/// What a participant needs from a failed build's log: each error once, with the compiler's
/// notes under it (the part that says what is missing: "protocol requires function …"), paths
/// relative to the workspace, and none of the driver's noise ("emit-module command failed …").
struct CompilerSummary {
    /// One `<path>:<line>:<column>: <severity>: <message>` line of the compiler.
    struct Diagnostic: Hashable {
        var location: String
        var severity: String
        var message: String

        /// Parses a diagnostic line; nil for anything else (source excerpts, progress, the
        /// driver's own `error: … command failed` lines, which name no file).
        init?(line: Substring) {
            for severity in ["error", "warning", "note"] {
                guard let marker = line.range(of: ": \(severity): ") else { continue }
                let location = line[..<marker.lowerBound]
                // `<path>:<line>:<column>`: the last two parts are numbers.
                let parts = location.split(separator: ":")
                guard parts.count >= 3, parts.suffix(2).allSatisfy({ Int($0) != nil }), !location.hasPrefix(" ") else { return nil }
                self.location = String(location)
                self.severity = severity
                self.message = String(line[marker.upperBound...])
                return
            }
            return nil
        }
    }

    var log: String
    /// The workspace's top folder, taken off the front of every path.
    var root: String

    /// Errors in the order the compiler printed them, each once, each followed by its notes;
    /// at most `limit` lines. Falls back to the log's last lines when no error names a file.
    func lines(limit: Int = 30) -> [String] {
        var seen = Set<Diagnostic>()
        var lines: [String] = []
        var keepingNotes = false
        for raw in log.split(separator: "\n") {
            guard let diagnostic = Diagnostic(line: raw) else { continue }
            switch diagnostic.severity {
            case "error":
                keepingNotes = seen.insert(diagnostic).inserted
                if keepingNotes { lines.append(text(of: diagnostic)) }
            case "note" where keepingNotes:
                if seen.insert(diagnostic).inserted { lines.append("  " + text(of: diagnostic)) }
            default:
                keepingNotes = false
            }
        }
        guard !lines.isEmpty else { return log.split(separator: "\n").suffix(10).map(String.init) }
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more lines in the full log"]
    }

    private func text(of diagnostic: Diagnostic) -> String {
        let location = diagnostic.location.hasPrefix(root + "/") ? String(diagnostic.location.dropFirst(root.count + 1)) : diagnostic.location
        return "\(location): \(diagnostic.severity): \(diagnostic.message)"
    }
}
