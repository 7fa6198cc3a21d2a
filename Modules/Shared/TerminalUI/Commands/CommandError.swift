/// Why a typed line could not be carried out; `message` is the one line shown to the user.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { "error: \(message)" }
}
