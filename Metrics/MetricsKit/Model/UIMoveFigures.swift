/// A UI-framework move measured on one reference solution (an exercise with `movesUIFramework`):
/// what the report's UI-free figures predicted would survive it, and what of the module's code
/// outside its view roles did. `Metrics/Reports/README.md` (*The move to SwiftUI*) says how.
public struct UIMoveFigures: Codable, Sendable, Equatable {
    /// The roles counted as the view layer, the catalog's `viewRoles` of the pattern.
    public var viewRoles: [String]
    /// The module's UI-free code lines in the same run (`BuysFigures.uiFreeCode`): what the
    /// report says would survive swapping the UI framework.
    public var predicted: Int
    /// Code lines of the module's files outside the view roles, in the tree the solution
    /// applies to (main + the shared part).
    public var nonViewCodeBefore: Int
    /// Of those, the lines the solution leaves byte-identical (a renamed file's included).
    public var survived: Int
    /// Every file the solution changed that is outside the view roles or UI-free (or both), in
    /// path order: what a reader opens to see why a line did not survive.
    public var changedFiles: [ChangedFile]

    public init(viewRoles: [String], predicted: Int, nonViewCodeBefore: Int, survived: Int, changedFiles: [ChangedFile]) {
        self.viewRoles = viewRoles
        self.predicted = predicted
        self.nonViewCodeBefore = nonViewCodeBefore
        self.survived = survived
        self.changedFiles = changedFiles
    }

    /// The changed files outside the view roles.
    public var nonViewFilesChanged: [ChangedFile] { changedFiles.filter { !$0.viewRole } }
    /// The UI-free files whose code lines the solution changed: where the prediction failed.
    public var uiFreeFilesChanged: [ChangedFile] { changedFiles.filter { $0.uiFree && $0.codeLinesChanged > 0 } }
    /// The prediction held: the solution changed no UI-free code line.
    public var promiseHeld: Bool { uiFreeFilesChanged.isEmpty }
    /// The predicted lines the move left as they were: the UI-free code lines less those it
    /// changed. The prediction's own test: `predicted` when it held.
    public var uiFreeKept: Int { predicted - uiFreeFilesChanged.reduce(0) { $0 + $1.codeLinesChanged } }

    /// One file a UI-framework move changed, as it was before the move.
    public struct ChangedFile: Codable, Sendable, Equatable {
        /// Relative to the package, before the move.
        public var path: String
        public var role: String
        /// Its role is one of the pattern's view roles.
        public var viewRole: Bool
        /// It counted in the module's UI-free code (it neither imports the toolkit nor names its types).
        public var uiFree: Bool
        /// `changed`, `deleted` or `renamed` (to ``renamedTo``, its lines compared there).
        public var change: String
        public var renamedTo: String?
        /// Its code lines before the move.
        public var codeLines: Int
        /// Of those, the lines the move removed or changed: they did not survive.
        public var codeLinesChanged: Int
        /// Code lines the move added to it.
        public var codeLinesAdded: Int
        /// One-based, in the file before the move: its first code line the move removed or changed,
        /// else its first line that differs (a comment, an added line).
        public var firstChangedLine: Int

        public init(
            path: String, role: String, viewRole: Bool, uiFree: Bool, change: String, renamedTo: String? = nil,
            codeLines: Int, codeLinesChanged: Int, codeLinesAdded: Int, firstChangedLine: Int
        ) {
            self.path = path
            self.role = role
            self.viewRole = viewRole
            self.uiFree = uiFree
            self.change = change
            self.renamedTo = renamedTo
            self.codeLines = codeLines
            self.codeLinesChanged = codeLinesChanged
            self.codeLinesAdded = codeLinesAdded
            self.firstChangedLine = firstChangedLine
        }

        /// `path:line`, what a reader opens.
        public var location: String { "\(path):\(firstChangedLine)" }
    }
}
