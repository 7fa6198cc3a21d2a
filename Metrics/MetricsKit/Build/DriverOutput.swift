import Foundation

/// What the Swift driver's `-parseable-output` (which SwiftPM passes) says a build did: a
/// sequence of messages, each a line with its byte count followed by a JSON object.
/// The timer reads it to check that a timed build really compiled the files it changed.
public struct DriverOutput: Sendable, Equatable {
    /// Source files the build compiled (the primary inputs of every compile job that began).
    public var compiledFiles: [String]
    /// Compile jobs the driver skipped as up to date.
    public var skippedJobs: Int

    public init(compiledFiles: [String], skippedJobs: Int) {
        self.compiledFiles = compiledFiles
        self.skippedJobs = skippedJobs
    }

    private struct Message: Decodable {
        var kind: String
        var name: String?
        var inputs: [String]?
    }

    /// Reads every message in `text`; anything that is not a message (a plain diagnostic line) is passed over.
    public init(parsing text: String) {
        var compiled: [String] = []
        var skipped = 0
        let bytes = Array(text.utf8)
        var position = 0
        while position < bytes.count {
            guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: bytes[position..<newline], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard let length = Int(header), length > 0, newline + 1 + length <= bytes.count else {
                position = newline + 1
                continue
            }
            let body = Data(bytes[(newline + 1)..<(newline + 1 + length)])
            position = newline + 1 + length
            guard let message = try? JSONDecoder().decode(Message.self, from: body), message.name == "compile" else { continue }
            switch message.kind {
            case "began": compiled += message.inputs ?? []
            case "skipped": skipped += 1
            default: break
            }
        }
        self.init(compiledFiles: compiled, skippedJobs: skipped)
    }
}
