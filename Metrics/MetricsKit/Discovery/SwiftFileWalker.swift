import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `.swift` files below a folder, as both the workspace's targets and `--path` folders are
/// listed: hidden files and folders (`.build`, `.git`) left out, symbolic links to folders not
/// followed (so a link loop cannot trap the walk), and every folder that cannot be read reported
/// instead of skipped in silence. A `.swift` entry that is no folder is listed even when it
/// cannot be read (a link to nothing, no permission): reading it says why it is skipped.
public struct SwiftFileWalker: Sendable {
    /// The files, relative to the folder the walk started from (prefixed as asked), sorted, and
    /// the folders that could not be read.
    public struct Listing: Sendable, Equatable {
        public var files: [String]
        public var unreadable: [SkippedFile]
    }

    public init() {}

    /// Walks `base/relative` (an empty `relative` walks `base` itself); paths come back as
    /// `relative/…`.
    public func walk(base: String, relative: String) -> Listing {
        var listing = Listing(files: [], unreadable: [])
        walk(base: base, relative: relative, into: &listing)
        listing.files.sort()
        return listing
    }

    private func walk(base: String, relative: String, into listing: inout Listing) {
        let folder = relative.isEmpty ? base : "\(base)/\(relative)"
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            listing.unreadable.append(SkippedFile(path: relative.isEmpty ? "." : relative, reason: "folder cannot be read (\(SourceText.describe(error)))"))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            var info = stat()
            guard lstat("\(base)/\(path)", &info) == 0 else { continue }
            if Self.isFolder(info) {
                walk(base: base, relative: path, into: &listing)
            } else if name.hasSuffix(".swift") && !Self.isLinkToFolder("\(base)/\(path)", info) {
                listing.files.append(path)
            }
        }
    }

    static func isFolder(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }

    private static func isLinkToFolder(_ path: String, _ info: stat) -> Bool {
        guard info.st_mode & S_IFMT == S_IFLNK else { return false }
        var target = stat()
        return stat(path, &target) == 0 && isFolder(target)
    }
}
