import Foundation

/// Lists the Swift files SwiftPM compiles for a target: every `.swift` file under its folder,
/// minus `exclude:` paths and resources, or only its `sources:` when the manifest names them.
public struct SourceLister: Sendable {
    public var root: String

    public init(root: String) {
        self.root = root
    }

    /// Paths relative to the package root, sorted.
    public func swiftFiles(of target: PackageManifest.Target) throws -> [String] {
        let base = target.resolvedPath
        let skipped = (target.exclude + target.resources.map(\.path)).map { normalize("\(base)/\($0)") }
        let included = target.sources.map { $0.map { normalize("\(base)/\($0)") } } ?? [normalize(base)]
        var files: [String] = []
        for start in included {
            files += try walk(start).filter { file in
                !skipped.contains { file == $0 || file.hasPrefix($0 + "/") }
            }
        }
        return Array(Set(files)).sorted()
    }

    private func walk(_ relative: String) throws -> [String] {
        let absolute = "\(root)/\(relative)"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return relative.hasSuffix(".swift") ? [relative] : [] }
        guard let enumerator = FileManager.default.enumerator(atPath: absolute) else { return [] }
        var files: [String] = []
        while let entry = enumerator.nextObject() as? String {
            let name = (entry as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { files.append("\(relative)/\(entry)") }
        }
        return files
    }

    private func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." && !part.isEmpty {
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
