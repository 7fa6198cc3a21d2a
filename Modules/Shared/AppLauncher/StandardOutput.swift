import Foundation

/// Unbuffered writes to standard output, so a redraw or a script step shows at once.
struct StandardOutput: Sendable {
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
