/// A file (or folder) the run could not measure, and why: a symbolic link to nothing or to
/// itself, no permission, not a regular file, not text, a folder that cannot be read. The run
/// measures everything else and lists these; `--strict` counts them in the exit status.
public struct SkippedFile: Codable, Sendable, Equatable {
    /// Relative to the package root in a workspace run; absolute in a folder (`--path`) run.
    public var path: String
    /// In a few words: `a symbolic link to nothing`, `not text (binary content)`, ….
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `Modules/X/Y.swift: not text (binary content)`, as every text format shows it: one line
    /// of visible characters, whatever the file's name holds (``PrintableText``).
    public var line: String { PrintableText.line("\(path): \(reason)") }
}
