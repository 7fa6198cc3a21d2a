/// One folder of a `--path` run, as the report records it (`settings.trees`).
public struct TreeSetting: Codable, Sendable, Equatable {
    /// The folder's label: the domain of its module.
    public var label: String
    /// Absolute path of the folder when measured.
    public var path: String
    public var pattern: String
    /// The id of its module in `modules` (`<label>/<pattern>`).
    public var module: String
    /// Every role and the suffixes that marked it: the catalog's, the folder-run synonyms
    /// (unless `--exact-roles`) and the `--role` additions.
    public var roles: [RoleAddition]
    /// Files (sources and tests) whose last line has no final newline. Physical lines count that
    /// line; `wc -l` counts newline characters and does not: over this folder's files, physical
    /// lines = `wc -l` + this number.
    public var filesWithoutFinalNewline: Int
    /// Folder names that gave a role to files no suffix placed (none with `--exact-roles`).
    /// Optional so that reports written before it still read.
    public var folderRoles: [FolderRole]?
    /// Every source file's role and why (suffix, synonym, option, folder or none), in path order.
    public var attribution: [FileAttribution]?
    /// Imported modules counted as the UI framework and as storage (sorted): UIKit, SwiftUI,
    /// AppKit and CoreData, SQLite, GRDB, Realm unless `--ui-frameworks` / `--storage-frameworks` said otherwise.
    public var uiFrameworks: [String]?
    public var storageFrameworks: [String]?

    public init(
        label: String, path: String, pattern: String, module: String, roles: [RoleAddition], filesWithoutFinalNewline: Int,
        folderRoles: [FolderRole]? = nil, attribution: [FileAttribution]? = nil
    ) {
        self.label = label
        self.path = path
        self.pattern = pattern
        self.module = module
        self.roles = roles
        self.filesWithoutFinalNewline = filesWithoutFinalNewline
        self.folderRoles = folderRoles
        self.attribution = attribution
    }
}
