import Foundation

/// Reads standard input line by line on a background thread, so the main actor stays free
/// to redraw while the user types.
public enum LineReader {
    public static func standardInput() -> AsyncStream<String> {
        AsyncStream { continuation in
            let thread = Thread {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}
