/// Why a file has its role.
public enum AttributionReason: String, Codable, Sendable {
    /// Its name ends with one of the catalog's suffixes for the role (`…Presenter`).
    case suffix
    /// Its name ends with a folder-run synonym (`…ViewController` for a View, `…Interactor` for
    /// Clean's UseCase): `FolderDefaults`.
    case synonym
    /// Its name ends with a suffix given with `--role`.
    case option
    /// No suffix matched; a folder it sits in is named after the role (`Networking/` → Data).
    case folder
    /// Nothing placed it: Other.
    case none
}

/// One file's role and what gave it.
public struct FileAttribution: Codable, Sendable, Equatable {
    /// Relative to the folder of a `--path` run.
    public var file: String
    public var role: String
    public var reason: AttributionReason
    /// The suffix (`ViewController`) or the folder (`Networking`) that decided; nil for `none`.
    public var match: String?

    public init(file: String, role: String, reason: AttributionReason, match: String? = nil) {
        self.file = file
        self.role = role
        self.reason = reason
        self.match = match
    }
}

/// Gives a file its role and says why: the longest suffix its name ends with (`<Scene><Role>.swift`,
/// as `PatternDefinition.role(ofFileNamed:)` reads it), else, in a folder run, the nearest folder
/// above it that names a role; else Other.
public struct RoleReader: Sendable, Equatable {
    /// The roles and every suffix in effect.
    public private(set) var pattern: PatternDefinition
    /// Where each suffix comes from; a suffix not listed is the catalog's own.
    public private(set) var origins: [String: AttributionReason] = [:]
    /// Folder name, lowercased, → role: for files no suffix places. Empty for the workspace.
    public private(set) var folders: [String: FolderRole] = [:]

    /// The workspace's reading: the pattern's exact suffixes, no folders.
    public init(pattern: PatternDefinition) {
        self.pattern = pattern
    }

    /// A folder run's reading: the catalog's pattern with its `defaults` (nil with
    /// `--exact-roles`), then the `--role` additions, which win over both. A synonym never takes
    /// a suffix a catalog role already has (MVC's `ViewController` stays its own role).
    /// Throws when two `--role`s give the same suffix.
    public static func folderRun(
        _ catalogPattern: PatternDefinition, defaults: FolderDefaults?, additions: [RoleAddition]
    ) throws -> RoleReader {
        var reader = RoleReader(pattern: catalogPattern)
        if let defaults {
            for synonym in defaults.synonyms { reader.addSynonyms(synonym) }
        }
        reader.pattern = try reader.pattern.adding(additions)
        for addition in additions {
            for suffix in addition.suffixes { reader.origins[suffix] = .option }
        }
        if let defaults { reader.addFolders(defaults.folders) }
        return reader
    }

    /// The role of the file at `path` (relative to the measured folder or its target).
    public func attribute(_ path: String) -> FileAttribution {
        let components = path.split(separator: "/").map(String.init)
        if let name = components.last, let match = pattern.role(ofFileNamed: name) {
            return FileAttribution(file: path, role: match.role, reason: origins[match.suffix] ?? .suffix, match: match.suffix)
        }
        for folder in components.dropLast().reversed() {
            if let place = folders[folder.lowercased()] {
                return FileAttribution(file: path, role: place.role, reason: .folder, match: folder)
            }
        }
        return FileAttribution(file: path, role: PatternCatalog.otherRole, reason: .none)
    }

    /// The folder names in effect, by name (for the report's settings).
    public var folderRoles: [FolderRole] {
        folders.values.sorted { $0.folder.lowercased() < $1.folder.lowercased() }
    }

    private mutating func addSynonyms(_ synonym: RoleAddition) {
        let owned = Set(pattern.roles.flatMap(\.suffixes))
        let index = pattern.roles.firstIndex { $0.name == synonym.role } ?? {
            pattern.roles.append(Role(name: synonym.role, suffixes: []))
            return pattern.roles.count - 1
        }()
        // A synonym the role already matches (`DIContainer` where `Container` is the suffix) adds nothing.
        for suffix in synonym.suffixes where !owned.contains(suffix) && !pattern.roles[index].suffixes.contains(where: suffix.hasSuffix) {
            pattern.roles[index].suffixes.append(suffix)
            origins[suffix] = .synonym
        }
    }

    /// The listed folders first, then a folder named after any suffix in effect, singular or
    /// plural (`Presenter/`, `Presenters/`, `Entities/`); the first role to claim a name keeps it.
    private mutating func addFolders(_ listed: [FolderRole]) {
        for place in listed where folders[place.folder.lowercased()] == nil {
            folders[place.folder.lowercased()] = place
        }
        for role in pattern.roles {
            for suffix in role.suffixes {
                let plural = suffix.hasSuffix("y") ? suffix.dropLast() + "ies" : suffix + "s"
                for name in [suffix, plural] where folders[name.lowercased()] == nil {
                    folders[name.lowercased()] = FolderRole(folder: name, role: role.name)
                }
            }
        }
    }
}
