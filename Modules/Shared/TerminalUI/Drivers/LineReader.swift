import Foundation

/// Reads standard input line by line on a background thread, so the main actor stays free
/// to redraw while the user types. A line may still hold a lone `"\r"` (old-Mac line
/// endings): the driver splits it with ``InputLines``.
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
