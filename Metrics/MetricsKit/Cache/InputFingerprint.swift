import Foundation

/// A hash of everything a result was measured from: the toolchain's identity, then each input
/// file's path and bytes in a fixed order. A file that is missing counts as missing, so
/// removing a file changes the fingerprint as editing it does.
public struct InputFingerprint {
    private var hash = StableHash()

    /// `purpose` separates the fingerprints of different phases over the same files.
    public init(toolchain: String, purpose: String) {
        hash.combine("metrics-results-1\u{0}\(toolchain)\u{0}\(purpose)\u{0}")
    }

    /// Adds the files at `paths` (relative to `root`; absolute when `root` is empty), sorted, so
    /// the order given does not matter.
    public mutating func add(files paths: [String], root: String) {
        for path in Set(paths).sorted() {
            hash.combine("\(path)\u{0}")
            if let data = FileManager.default.contents(atPath: root.isEmpty ? path : "\(root)/\(path)") {
                hash.combine("\(data.count)\u{0}")
                hash.combine(data)
            } else {
                hash.combine("missing\u{0}")
            }
        }
    }

    /// Adds a text that is an input too (a blob id, a setting).
    public mutating func add(_ text: String) {
        hash.combine("\(text.utf8.count)\u{0}\(text)")
    }

    public var value: String { hash.hexDigest }
}
