import DescriptorOutput
import TerminalUI

/// Why the app could not start or had to stop: printed as one line, and the process exits
/// with ``status`` (1, or 141 after a closed pipe, which prints nothing).
public struct LaunchError: Error, Equatable, CustomStringConvertible, Sendable {
    public let description: String
    /// The process's exit status.
    public let status: Int32

    public init(_ description: String) {
        self.description = description
        status = 1
    }

    /// An end with nothing to say: the reader of standard output went away.
    init(quietlyExitingWith status: Int32) {
        description = ""
        self.status = status
    }

    /// The line the executables print on standard error (empty for a quiet end). Paths
    /// come from the user, so control and bidirectional characters in them are escaped like
    /// everything on screen: a file name can never drive the terminal.
    public var line: String {
        description.isEmpty ? "" : "error: \(VisibleText.line(description))\n"
    }

    /// Prints ``line`` on standard error, where it still can: an error output that is
    /// closed or full drops it (the exit status still tells), never crashes the app.
    public func report() {
        // A closed error output's descriptor may belong to something else by now.
        guard !StandardStreams.wasClosed(2) else { return }
        DescriptorWriter.write(line, to: 2)
    }
}
