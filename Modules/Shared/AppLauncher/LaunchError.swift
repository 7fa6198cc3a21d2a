import TerminalUI

/// Why the app could not start; printed as one line and the process exits with 1.
public struct LaunchError: Error, Equatable, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }

    /// The line the executables print on standard error. Paths come from the user, so
    /// control and bidirectional characters in them are escaped like everything on screen:
    /// a file name can never drive the terminal.
    public var line: String {
        "error: \(VisibleText.line(description))\n"
    }
}
