import Foundation

/// Lists the Swift files SwiftPM compiles for a target: every `.swift` file under its folder,
/// minus `exclude:` paths and resources, or only its `sources:` when the manifest names them.
public struct SourceLister: Sendable {
    public var root: String

    public init(root: String) {
        self.root = root
    }

    /// Paths relative to the package root, sorted, and the folders of the target that could not
    /// be read (reported, never skipped in silence).
    public func swiftFiles(of target: PackageManifest.Target) -> SwiftFileWalker.Listing {
        let base = target.resolvedPath
        let skipped = (target.exclude + target.resources.map(\.path)).map { normalize("\(base)/\($0)") }
        let included = target.sources.map { $0.map { normalize("\(base)/\($0)") } } ?? [normalize(base)]
        let isSkipped = { (path: String) in skipped.contains { path == $0 || path.hasPrefix($0 + "/") } }
        var files: Set<String> = []
        var unreadable: [SkippedFile] = []
        for start in included {
            let listing = walk(start)
            files.formUnion(listing.files.filter { !isSkipped($0) })
            unreadable += listing.unreadable.filter { !isSkipped($0.path) }
        }
        return SwiftFileWalker.Listing(files: files.sorted(), unreadable: unreadable)
    }

    private func walk(_ relative: String) -> SwiftFileWalker.Listing {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: "\(root)/\(relative)", isDirectory: &isDirectory) else {
            return SwiftFileWalker.Listing(files: [], unreadable: [])
        }
        guard isDirectory.boolValue else {
            return SwiftFileWalker.Listing(files: relative.hasSuffix(".swift") ? [relative] : [], unreadable: [])
        }
        return SwiftFileWalker().walk(base: root, relative: relative)
    }

    private func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
