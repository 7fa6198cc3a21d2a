import Foundation

/// The folders of a `--path` run, as the command line gives them.
public struct TreeOptions: Sendable, Equatable {
    /// Folders (absolute, or relative to the current directory).
    public var paths: [String]
    /// One pattern for every folder, or one per folder in order (case-insensitive).
    public var patterns: [String]
    /// Suffixes added to (or creating) roles, for every folder.
    public var roles: [RoleAddition]
    /// None (each folder is named after itself) or one per folder.
    public var labels: [String]
    /// Adds the workspace's own pattern modules (static figures) next to the folders.
    public var withWorkspace: Bool
    /// Reads the folders as the workspace is read: the catalog's exact suffixes and `roles`,
    /// without the real-app synonyms and folder names of `FolderDefaults`.
    public var exactRoles: Bool

    public init(
        paths: [String], patterns: [String], roles: [RoleAddition] = [], labels: [String] = [], withWorkspace: Bool = false,
        exactRoles: Bool = false
    ) {
        self.paths = paths
        self.patterns = patterns
        self.roles = roles
        self.labels = labels
        self.withWorkspace = withWorkspace
        self.exactRoles = exactRoles
    }

    /// Checks the options and pairs every folder with its label and pattern; every mistake is a
    /// one-line `MetricsError.options`.
    public func resolve(catalog: PatternCatalog, currentDirectory: String) throws -> [TreeSpec] {
        let known = catalog.patterns.map(\.name).joined(separator: ", ")
        guard !paths.isEmpty else { throw MetricsError.options("--path: name at least one folder") }
        guard !patterns.isEmpty else {
            throw MetricsError.options("--pattern: name the pattern the folders are written in (known: \(known))")
        }
        guard patterns.count == 1 || patterns.count == paths.count else {
            throw MetricsError.options(
                "--pattern: give one for every folder or one per --path (\(paths.count) paths, \(patterns.count) patterns; known: \(known))"
            )
        }
        guard labels.isEmpty || labels.count == paths.count else {
            throw MetricsError.options("--label: give one per --path (\(paths.count) paths, \(labels.count) labels) or none")
        }
        var specs: [TreeSpec] = []
        for (index, path) in paths.enumerated() {
            let name = patterns.count == 1 ? patterns[0] : patterns[index]
            guard let pattern = catalog.pattern(named: name) else {
                throw MetricsError.options("--pattern \(name): no such pattern; known: \(known)")
            }
            let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
                .standardizedFileURL.path
            let label = labels.isEmpty ? (absolute as NSString).lastPathComponent : labels[index]
            guard !label.isEmpty else { throw MetricsError.options("--label: a label cannot be empty") }
            let defaults = exactRoles ? nil : PatternCatalog.folderDefaults(for: pattern.name)
            let reader = try RoleReader.folderRun(pattern, defaults: defaults, additions: roles)
            specs.append(TreeSpec(label: label, path: absolute, reader: reader))
        }
        var seen: Set<String> = []
        for spec in specs where !seen.insert(spec.id).inserted {
            throw MetricsError.options("two folders would both be \(spec.id): give each --path its own --label")
        }
        return specs
    }
}

/// One folder to measure: its label (the report's domain), where it is, and how to read its roles.
public struct TreeSpec: Sendable, Equatable {
    public var label: String
    /// Absolute, standardised.
    public var path: String
    /// The catalog's pattern with the folder-run defaults and the `--role` additions, and the
    /// folder names that place files no suffix does.
    public var reader: RoleReader
    /// The roles and suffixes in effect.
    public var pattern: PatternDefinition { reader.pattern }

    public init(label: String, path: String, reader: RoleReader) {
        self.label = label
        self.path = path
        self.reader = reader
    }

    /// A folder read by exactly these roles and suffixes, with no folder names.
    public init(label: String, path: String, pattern: PatternDefinition) {
        self.init(label: label, path: path, reader: RoleReader(pattern: pattern))
    }

    /// The report's module id: `<label>/<pattern>`.
    public var id: String { "\(label)/\(pattern.name)" }
}
