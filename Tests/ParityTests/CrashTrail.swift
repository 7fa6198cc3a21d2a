import Foundation

/// The lines a walk has sent so far, kept in a file while it runs: a crash takes the test
/// process down with it, and the file is then the script that reproduces it.
final class CrashTrail {
    let path: String
    private let handle: FileHandle?

    /// Starts `$TMPDIR/parity-fuzz-<name>.script` afresh.
    init(name: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("parity-fuzz-\(name).script").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        handle = FileHandle(forWritingAtPath: path)
    }

    func append(_ line: String) {
        try? handle?.write(contentsOf: Data((line + "\n").utf8))
    }

    /// The walk ended without a crash: nothing to keep.
    func remove() {
        try? handle?.close()
        try? FileManager.default.removeItem(atPath: path)
    }
}
