/// Why the app could not start; printed as one line and the process exits with 1.
public struct LaunchError: Error, Equatable, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
