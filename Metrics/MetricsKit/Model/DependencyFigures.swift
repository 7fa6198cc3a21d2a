/// Which roles of a module reference which, which shared targets they use, and the references
/// that break the pattern's rules (`PatternDefinition.rules`). Static: every name is resolved
/// from the syntax alone (`DependencyAnalyzer` says how).
public struct DependencyFigures: Codable, Sendable, Equatable {
    /// The rules checked, as the reports write them (`View → Interactor`); empty for MVC.
    public var rules: [String]
    /// Role → role and role → shared-kind edges, in the pattern's role order.
    public var edges: [DependencyEdge]
    /// Every source file that references another file's types or a shared target, in path order.
    public var files: [FileDependencies]
    /// In file, then line order.
    public var violations: [RuleViolation]
    /// Names declared in several roles of the module that the file could mean: counted nowhere.
    public var ambiguous: [AmbiguousReference]

    public init(
        rules: [String], edges: [DependencyEdge], files: [FileDependencies], violations: [RuleViolation],
        ambiguous: [AmbiguousReference] = []
    ) {
        self.rules = rules
        self.edges = edges
        self.files = files
        self.violations = violations
        self.ambiguous = ambiguous
    }
}

/// References from the files of one role to the types of another role (or to a shared target).
public struct DependencyEdge: Codable, Sendable, Equatable {
    /// A role of the pattern, or `Other`.
    public var from: String
    /// A role (`kind` `role`) or a shared kind (`kind` `shared`: `Toolkit`, `UI`, `Model`, `Storage`).
    public var to: String
    public var kind: Kind
    /// Type names resolved to `to` (each use counts; a file's references to its own types do not).
    public var references: Int
    /// Files of `from` with at least one of them.
    public var files: Int
    /// How many of the references break a rule.
    public var violations: Int

    public enum Kind: String, Codable, Sendable, Equatable {
        case role, shared
    }

    public init(from: String, to: String, kind: Kind, references: Int, files: Int, violations: Int = 0) {
        self.from = from
        self.to = to
        self.kind = kind
        self.references = references
        self.files = files
        self.violations = violations
    }
}

/// What one file references outside itself.
public struct FileDependencies: Codable, Sendable, Equatable {
    public var path: String
    public var role: String
    /// Its layer, in layered patterns (Clean).
    public var layer: String?
    /// References to each role's types (other files of its own role included).
    public var toRoles: [String: Int]
    /// References to each kind of shared target (`Toolkit`, `UI`, `Model`, `Storage`).
    public var toShared: [String: Int]

    public init(path: String, role: String, layer: String? = nil, toRoles: [String: Int], toShared: [String: Int]) {
        self.path = path
        self.role = role
        self.layer = layer
        self.toRoles = toRoles
        self.toShared = toShared
    }
}

/// A reference that breaks one of the pattern's rules.
public struct RuleViolation: Codable, Sendable, Equatable {
    /// Relative to the package root (to the folder in a `--path` run).
    public var file: String
    /// One-based.
    public var line: Int
    /// The rule, as `DependencyRule.text` writes it.
    public var rule: String
    /// The referenced name (a type, or the imported module for a framework known only by its import).
    public var name: String
    /// The role (or layer) the name belongs to, or the shared kind.
    public var target: String

    public init(file: String, line: Int, rule: String, name: String, target: String) {
        self.file = file
        self.line = line
        self.rule = rule
        self.name = name
        self.target = target
    }

    /// `path:line: View → Interactor: GatherInteractor (Interactor)`, as a compiler points at a line.
    public var text: String { "\(file):\(line): \(rule): \(name)\(name == target ? "" : " (\(target))")" }
}

/// A name declared in several roles of the module, none nearer the reference than the others.
public struct AmbiguousReference: Codable, Sendable, Equatable {
    public var file: String
    public var line: Int
    public var name: String
    /// The roles that declare it, sorted.
    public var roles: [String]

    public init(file: String, line: Int, name: String, roles: [String]) {
        self.file = file
        self.line = line
        self.name = name
        self.roles = roles
    }
}
