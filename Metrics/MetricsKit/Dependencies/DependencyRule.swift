/// One dependency a pattern forbids: the files of a role (or layer) must not reference a kind of
/// type. Written the way the reports list them (`Metrics/Reports/README.md`, "Role
/// dependencies"), `View → Interactor`, and checked against the type names each file uses.
public struct DependencyRule: Sendable, Equatable {
    /// Whose files the rule applies to.
    public enum Source: Sendable, Equatable {
        /// The files of a role (`<Scene><Role>.swift`).
        case role(String)
        /// The files of a layer (Clean: a layer target, or a top folder of a folder run).
        case layer(String)
    }

    /// What those files must not reference.
    public enum Target: Sendable, Equatable {
        /// Any type of the role: its concrete types and its protocols (VIPER's `…InteractorProtocol`).
        case role(String)
        /// The role's classes, structs, enums and actors, not its protocols: VIPER's Presenter
        /// talks to its View through the view protocol, never to the View itself.
        case concreteTypes(ofRole: String)
        /// The role's types whose names end with one of the suffixes (CIS: the Store's
        /// `…Mutation` enum and `…Mutatable` protocol).
        case types(ofRole: String, named: [String])
        /// Any type declared in a file of the layer.
        case layer(String)
        /// A shared target of that kind (the toolkit, storage, the domain's UI or Model target).
        case shared(FrameworkSets.Kind)

        public static let toolkit = Target.shared(.toolkit)
        public static let storage = Target.shared(.storage)

        /// How the reports' table says it: `Interactor`, `View (concrete types)`, `Toolkit`.
        public var text: String {
            switch self {
            case let .role(role): role
            case let .concreteTypes(role): "\(role) (concrete types)"
            case let .types(role, suffixes): "\(role) (\(suffixes.map { "…\($0)" }.joined(separator: ", ")))"
            case let .layer(layer): "\(layer) layer"
            case let .shared(kind): kind.rawValue
            }
        }
    }

    public var source: Source
    public var target: Target
    /// Only references inside functions of this name count (Reactor's `reduce`); nil: the whole file.
    public var function: String?
    /// References inside functions of this name do not count (a CIS or Reactor View assembles
    /// its scene in its `init`: it builds the Worker, it never calls it).
    public var exceptIn: String?

    public init(source: Source, target: Target, function: String? = nil, exceptIn: String? = nil) {
        self.source = source
        self.target = target
        self.function = function
        self.exceptIn = exceptIn
    }

    /// `View → Interactor`, `Domain layer → Toolkit`, `Reactor.reduce → Worker`,
    /// `View → Worker (outside init)`.
    public var text: String {
        let from = switch source {
        case let .role(role): role
        case let .layer(layer): "\(layer) layer"
        }
        return "\(from)\(function.map { ".\($0)" } ?? "") → \(target.text)\(exceptIn.map { " (outside \($0))" } ?? "")"
    }

    /// Whether a reference made inside `function` (nil: outside every function) is checked.
    public func applies(inFunction name: String?) -> Bool {
        if let function, function != name { return false }
        if let exceptIn, exceptIn == name { return false }
        return true
    }
}

/// A pattern's dependency rules, as its catalog entry states them.
public struct DependencyRules: Sendable, Equatable {
    public var forbidden: [DependencyRule]
    /// Roles whose files hold the other roles' protocols (VIPER's `<Scene>Protocols.swift`): a
    /// protocol or typealias declared there belongs to the role its name says
    /// (`GatherInteractorProtocol` is the Interactor's, `LoadingView` the View's); one whose name
    /// names no role (`GatherDelegate`) stays with the file's role.
    public var interfaceRoles: [String]

    public init(forbidden: [DependencyRule], interfaceRoles: [String] = []) {
        self.forbidden = forbidden
        self.interfaceRoles = interfaceRoles
    }

    /// The rules as the catalog writes them: one group per role or layer, as in the reports' table.
    public init(interfacesIn interfaceRoles: [String] = [], _ groups: Group...) {
        self.init(forbidden: groups.flatMap(\.rules), interfaceRoles: interfaceRoles)
    }

    /// What one role (or layer) must not reference.
    public struct Group: Sendable {
        public var rules: [DependencyRule]

        /// The files of `role` must not reference `targets` (only inside functions named
        /// `function`, when given; never counting references inside `exceptIn`).
        public static func role(
            _ role: String, mustNotReference targets: [DependencyRule.Target], inFunction function: String? = nil, exceptIn: String? = nil
        ) -> Group {
            Group(rules: targets.map { DependencyRule(source: .role(role), target: $0, function: function, exceptIn: exceptIn) })
        }

        /// The files of `layer` must not reference `targets`.
        public static func layer(_ layer: String, mustNotReference targets: [DependencyRule.Target]) -> Group {
            Group(rules: targets.map { DependencyRule(source: .layer(layer), target: $0) })
        }
    }

    /// Every role, layer and kind the rules name, to check them against the pattern's roles.
    public var namedRoles: Set<String> {
        var names = Set(interfaceRoles)
        for rule in forbidden {
            if case let .role(role) = rule.source { names.insert(role) }
            switch rule.target {
            case let .role(role), let .concreteTypes(role), let .types(role, _): names.insert(role)
            case .layer, .shared: break
            }
        }
        return names
    }

    /// Every layer the rules name.
    public var namedLayers: Set<String> {
        var names: Set<String> = []
        for rule in forbidden {
            if case let .layer(layer) = rule.source { names.insert(layer) }
            if case let .layer(layer) = rule.target { names.insert(layer) }
        }
        return names
    }
}
