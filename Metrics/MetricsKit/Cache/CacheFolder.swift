import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder every cache of a run lives in (`<scratch path>/cache`), checked before the run
/// relies on it. A cache only saves time, so a folder the run cannot use is one line on
/// standard error — the folder, what is wrong with it, what to do — and a run that measures
/// everything and keeps nothing: never Foundation's error text, never a failed run.
public struct CacheFolder: Sendable {
    /// Why the folder cannot be used, and what the user can do about it.
    public struct Unusable: Sendable, Equatable {
        /// `it is a file, not a folder`, `it is a link to /x, which does not exist`, `it cannot be written (permission denied)`.
        public var reason: String
        /// `remove it`, `make it writable`.
        public var remedy: String
    }

    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Makes the folder (and those above it) when it is missing; nil when the run can write
    /// in it, else why not.
    public func prepare() -> Unusable? {
        if let kind = Self.notAFolder(path) { return Unusable(reason: "it is \(kind)", remedy: "remove it") }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            // Most often something above it that is no folder: name that.
            var above = (path as NSString).deletingLastPathComponent
            while above.count > 1 {
                if let kind = Self.notAFolder(above) { return Unusable(reason: "\(above) is \(kind)", remedy: "remove \(above)") }
                above = (above as NSString).deletingLastPathComponent
            }
            return Unusable(reason: "it cannot be made (\(SourceText.describe(error)))", remedy: "make the folder above it writable")
        }
        guard access(path, W_OK | X_OK) == 0 else {
            return Unusable(reason: "it cannot be written (\(SourceText.describe(errno: errno)))", remedy: "make it writable")
        }
        return nil
    }

    /// The one line for `unusable`; `consequence` says what the run does without the cache.
    public func warning(_ unusable: Unusable, consequence: String) -> String {
        PrintableText.line(
            "metrics: cannot use the cache folder \(path): \(unusable.reason); \(unusable.remedy), or pass --scratch-path DIR"
                + " to keep the caches in DIR/cache. \(consequence)"
        )
    }

    /// What is at `path` when it is there and no folder (nor a link to one): `a file, not a
    /// folder`, `a link to /x, which does not exist`; nil for a folder or nothing at all.
    private static func notAFolder(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        guard info.st_mode & S_IFMT == S_IFLNK else { return info.st_mode & S_IFMT == S_IFDIR ? nil : "a file, not a folder" }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        var resolved = stat()
        guard stat(path, &resolved) == 0 else {
            return errno == ELOOP ? "a symbolic link loop" : "a link to \(target), which does not exist"
        }
        return resolved.st_mode & S_IFMT == S_IFDIR ? nil : "a link to \(target), which is not a folder"
    }
}
