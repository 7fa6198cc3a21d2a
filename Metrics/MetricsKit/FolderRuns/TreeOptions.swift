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
    /// Modules counted as the UI framework / as storage in the folders; empty keeps `FrameworkSets.apple`'s.
    public var uiFrameworks: [String] = []
    public var storageFrameworks: [String] = []

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
            specs.append(TreeSpec(label: label, path: absolute, reader: reader, frameworks: try frameworks()))
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

    public init(label: String, path: String, reader: RoleReader, frameworks: FrameworkSets = .apple) {
        self.label = label
        self.path = path
        self.reader = reader
        self.frameworks = frameworks
    }

    /// A folder read by exactly these roles and suffixes, with no folder names.
    public init(label: String, path: String, pattern: PatternDefinition, frameworks: FrameworkSets = .apple) {
        self.init(label: label, path: path, reader: RoleReader(pattern: pattern), frameworks: frameworks)
    }

    /// Which imported modules are the UI framework and storage in the folder.
    public var frameworks: FrameworkSets = .apple

    /// The report's module id: `<label>/<pattern>`.
    public var id: String { "\(label)/\(pattern.name)" }
}

extension TreeOptions {
    /// The folders' framework sets: `FrameworkSets.apple` with `--ui-frameworks` and
    /// `--storage-frameworks` replacing its lists. Throws a one-line `MetricsError.options` for
    /// an empty name, a name that is no module name, or a module in both lists.
    public func frameworks() throws -> FrameworkSets {
        let ui = try Self.moduleNames(uiFrameworks, option: "--ui-frameworks")
        let storage = try Self.moduleNames(storageFrameworks, option: "--storage-frameworks")
        var sets = FrameworkSets.apple
        if !ui.isEmpty { sets.toolkit = Set(ui) }
        if !storage.isEmpty { sets.storage = Set(storage) }
        if let both = sets.toolkit.intersection(sets.storage).sorted().first {
            throw MetricsError.options("--ui-frameworks / --storage-frameworks: \(both) cannot be both the UI framework and storage")
        }
        return sets
    }

    private static func moduleNames(_ values: [String], option: String) throws -> [String] {
        let names = values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { $0.trimmingCharacters(in: .whitespaces) }
        let given = values.joined(separator: ",")
        let example = option == "--ui-frameworks" ? "UIKit,SwiftUI" : "CoreData,GRDB"
        for name in names where !isModuleName(name) {
            let problem = name.isEmpty ? "an empty name" : "`\(name)` is not a module name"
            throw MetricsError.options("\(option) \(given.isEmpty ? "\"\"" : given): \(problem); expected Module[,Module…], e.g. \(example)")
        }
        return names
    }

    /// A Swift module name: letters, digits and `_`, not starting with a digit.
    private static func isModuleName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
    }
}
