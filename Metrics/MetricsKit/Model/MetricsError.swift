/// Errors that stop a run before any report can be written.
public enum MetricsError: Error, CustomStringConvertible, Equatable {
    case manifest(String)
    case toolchain(String)
    case options(String)
    case report(String)

    public var description: String {
        switch self {
        case let .manifest(message): "package: \(message)"
        case let .toolchain(message): "toolchain: \(message)"
        case let .options(message): "options: \(message)"
        case let .report(message): "report: \(message)"
        }
    }
}
