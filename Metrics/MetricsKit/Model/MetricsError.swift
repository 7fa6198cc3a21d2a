/// Errors that stop a run before any report can be written.
public enum MetricsError: Error, CustomStringConvertible, Equatable {
    case manifest(String)
    case toolchain(String)
    case options(String)
    case report(String)

    /// One line for options and report errors, which name paths: a folder's name may hold
    /// control characters, shown visible (``PrintableText``). A manifest error keeps the lines
    /// of SwiftPM's output.
    public var description: String {
        switch self {
        case let .manifest(message): "package: \(message)"
        case let .toolchain(message): "toolchain: \(message)"
        case let .options(message): "options: \(PrintableText.line(message))"
        case let .report(message): "report: \(PrintableText.line(message))"
        }
    }
}
