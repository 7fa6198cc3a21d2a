/// The one place that knows the patterns: their names, their roles (file-name suffixes)
/// and, for layered patterns, their layers. Everything else discovers modules from the package
/// and asks the catalog how to read them.
public struct PatternCatalog: Sendable, Equatable {
    public var patterns: [PatternDefinition]
    /// The pattern every other is compared with in the reports (its difference to it).
    public var baseline: String?

    public init(patterns: [PatternDefinition], baseline: String? = nil) {
        self.patterns = patterns
        self.baseline = baseline
    }

    /// The workspace's patterns, with the roles each pattern names, read by exact
    /// suffixes (folder runs add real apps' names: `FolderDefaults`). Two conventions hold in
    /// every pattern: display formatting several scenes share is a `<Subject>Formatter`, in the
    /// pattern's presentation role; app wiring (`AppAssembly`, the registry's entry point, the
    /// running app `AppDelegate` or VIPER's `AppLoader`, what scenes are assembled from) is
    /// the role Assembly, or the role that already means it (VIPER's Module, Clean's Container).
    /// MVC comes first: it is the baseline every other pattern is compared with.
    public static let standard = PatternCatalog(patterns: [
        PatternDefinition(
            name: "MVC",
            roles: [
                Role("ViewController", alsoMatching: ["Formatter"]), Role("View"), Role("Model"),
                Role("Assembly", alsoMatching: ["AppDelegate"]),
            ],
            representativeRole: "ViewController",
            viewRoles: ["ViewController", "View"],
            // The baseline: no rule beyond the common ones.
            rules: DependencyRules()
        ),
        PatternDefinition(
            name: "MVVM",
            roles: [
                Role("View"), Role("ViewModel", alsoMatching: ["Formatter"]), Role("Coordinator"), Role("Model"),
                Role("Assembly", alsoMatching: ["AppDelegate"]),
            ],
            representativeRole: "ViewModel",
            viewRoles: ["View"],
            rules: DependencyRules(
                .role("ViewModel", mustNotReference: [.role("View"), .role("Coordinator"), .toolkit]),
                .role("View", mustNotReference: [.storage])
            )
        ),
        PatternDefinition(
            name: "VIPER",
            roles: [
                Role("View"), Role("Presenter", alsoMatching: ["Formatter"]), Role("Interactor"), Role("Entity"),
                Role("Router"), Role("Module", alsoMatching: ["ModuleFactory", "Assembly", "AppLoader", "AppDelegate"]),
                Role("Protocols"),
            ],
            representativeRole: "Presenter",
            viewRoles: ["View"],
            rules: DependencyRules(
                interfacesIn: ["Protocols"],
                .role("View", mustNotReference: [.role("Interactor"), .role("Router"), .storage]),
                .role("Presenter", mustNotReference: [.toolkit, .storage, .concreteTypes(ofRole: "View")]),
                .role("Interactor", mustNotReference: [.role("View"), .concreteTypes(ofRole: "Presenter"), .role("Router"), .toolkit]),
                .role("Router", mustNotReference: [.role("Interactor"), .storage])
            )
        ),
        // Raymond Law's Clean Swift templates: the scene's roles as its files name them, the
        // set-up in a Configurator (so the ViewController never names its Presenter), and the
        // Interactor, which holds the scene's business logic and data store, as the file a
        // typical change touches.
        //
        // A scene's view is its ViewController under UIKit; under SwiftUI it is a `View` (a
        // struct the framework draws, which reads what the Presenter displayed), so VIP has both
        // view roles: the role View has no file until a scene is written for SwiftUI
        // (Docs/pattern-notes.md, VIP). An observable display object named with another suffix
        // joins it as `Role("View", alsoMatching: [<suffix>])`.
        PatternDefinition(
            name: "VIP",
            roles: [
                Role("ViewController"), Role("View"), Role("Interactor"), Role("Presenter", alsoMatching: ["Formatter"]),
                Role("Router"), Role("Worker"), Role("Models"),
                Role("Configurator", alsoMatching: ["Assembly", "AppDelegate"]),
            ],
            representativeRole: "Interactor",
            viewRoles: ["ViewController", "View"],
            // The cycle is one way: the ViewController talks to the Interactor through its
            // `BusinessLogic` protocol, the Presenter back through `DisplayLogic`, each declared
            // in the file of the role it describes, so both are references to that role and
            // allowed. A scene set up in the controller's `setup()`, as the templates do, would
            // make the ViewController reference its Presenter: the Configurator keeps it out.
            // A SwiftUI View draws what its ViewController displayed and hands it the events,
            // so it keeps the ViewController's rules and does not reach past it to the Interactor.
            rules: DependencyRules(
                .role("ViewController", mustNotReference: [.role("Presenter"), .role("Worker"), .storage]),
                .role("View", mustNotReference: [.role("Interactor"), .role("Presenter"), .role("Worker"), .storage]),
                .role("Interactor", mustNotReference: [.role("ViewController"), .toolkit, .role("Router")]),
                .role("Presenter", mustNotReference: [.role("Interactor"), .role("Worker"), .toolkit, .storage]),
                .role("Worker", mustNotReference: [.role("Presenter"), .role("ViewController"), .toolkit])
            )
        ),
        PatternDefinition(
            name: "CIS",
            roles: [
                Role("View"), Role("Controller"), Role("Interactor"), Role("Store", alsoMatching: ["Formatter"]),
                Role("Worker"), Role("Models"), Role("Assembly", alsoMatching: ["AppDelegate"]),
            ],
            representativeRole: "Store",
            viewRoles: ["View"],
            // A View assembles its scene in its `init` (no assembly role), and a Controller may
            // be told by a Worker through the Worker's `…Delegate`: both are what the pattern
            // does, not a View or Controller using the Worker (Modules/*/CIS/README.md).
            rules: DependencyRules(
                .role("View", mustNotReference: [.role("Interactor"), .role("Worker")], exceptIn: "init"),
                .role("View", mustNotReference: [.types(ofRole: "Store", named: ["Mutation", "Mutatable"]), .storage]),
                .role("Controller", mustNotReference: [
                    .concreteTypes(ofRole: "Worker"), .types(ofRole: "Worker", named: ["Workable"]), .storage, .toolkit,
                ]),
                .role("Interactor", mustNotReference: [.role("View"), .role("Controller"), .toolkit, .storage]),
                .role("Store", mustNotReference: [.role("View"), .role("Controller"), .role("Interactor"), .toolkit]),
                .role("Store", mustNotReference: [.role("Worker")], inFunction: "execute")
            )
        ),
        PatternDefinition(
            name: "Clean",
            roles: [
                Role("View"), Role("Formatter"), Role("Coordinator"), Role("UseCase"),
                Role("AppState"), Role("Repository"), Role("Container", alsoMatching: ["Assembly", "AppDelegate"]),
            ],
            representativeRole: "UseCase",
            viewRoles: ["View"],
            layers: ["Presentation", "Domain", "Data", "DI"],
            rules: DependencyRules(
                .layer("Domain", mustNotReference: [.layer("Presentation"), .layer("Data"), .toolkit, .storage]),
                .layer("Data", mustNotReference: [.layer("Presentation"), .toolkit]),
                .layer("Presentation", mustNotReference: [.layer("Data"), .storage])
            )
        ),
        PatternDefinition(
            name: "Reactor",
            roles: [
                Role("View"), Role("Reactor"), Role("State", alsoMatching: ["Formatter"]), Role("Worker"),
                Role("Assembly", alsoMatching: ["AppDelegate"]),
            ],
            representativeRole: "Reactor",
            viewRoles: ["View"],
            // A View creates its reactor and Worker in its `init`: no assembly role
            // (Modules/*/Reactor/README.md).
            rules: DependencyRules(
                .role("View", mustNotReference: [.role("Worker")], exceptIn: "init"),
                .role("View", mustNotReference: [.storage]),
                .role("Reactor", mustNotReference: [.role("View"), .toolkit, .storage]),
                .role("Reactor", mustNotReference: [.role("Worker")], inFunction: "reduce")
            )
        ),
    ], baseline: "MVC")

    /// The pattern called `name` (case-insensitive), if the catalog has it.
    public func pattern(named name: String) -> PatternDefinition? {
        patterns.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The position of a pattern in the catalog; reports list patterns in this order.
    public func order(of pattern: String) -> Int {
        patterns.firstIndex { $0.name == pattern } ?? patterns.count
    }
}

/// One architecture pattern as the metrics read it.
public struct PatternDefinition: Sendable, Equatable {
    public var name: String
    public var roles: [Role]
    /// The role whose file is touched for the incremental-rebuild measurement
    /// (the scene's presenter / view model / store / use case).
    public var representativeRole: String
    /// The roles that are the view layer: what a new UI framework replaces (MVC's and VIP's
    /// view controllers and views, every other pattern's View). The UI-framework move of an
    /// exercise (`movesUIFramework`) counts what survives outside them.
    public var viewRoles: [String]
    /// Layer names, for patterns split into layers (folders or `<Domain><Pattern><Layer>` targets).
    public var layers: [String]
    /// What the pattern forbids its roles (or layers) to reference, as the reports list them
    /// (`Metrics/Reports/README.md`, "Role dependencies"); checked by `DependencyAnalyzer`.
    public var rules: DependencyRules

    public init(
        name: String, roles: [Role], representativeRole: String, viewRoles: [String] = [], layers: [String] = [],
        rules: DependencyRules = DependencyRules()
    ) {
        self.name = name
        self.roles = roles
        self.representativeRole = representativeRole
        self.viewRoles = viewRoles
        self.layers = layers
        self.rules = rules
    }

    /// The role of a file from its name: the longest matching suffix wins, so
    /// `PlayerListViewModel.swift` is a ViewModel, not a Model or a View. An extension file
    /// `GatherViewController+Timer.swift` has the role of the type it extends.
    /// Returns nil when no role matches (the file goes to "Other").
    public func role(ofFileNamed fileName: String) -> RoleMatch? {
        let name = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        let stem = name.split(separator: "+", maxSplits: 1).first.map(String.init) ?? name
        var best: RoleMatch?
        for role in roles {
            for suffix in role.suffixes where stem.hasSuffix(suffix) {
                if let current = best, current.suffix.count >= suffix.count { continue }
                best = RoleMatch(role: role.name, suffix: suffix, scene: String(stem.dropLast(suffix.count)))
            }
        }
        return best
    }
}

/// A role and the file-name suffixes that mark it.
public struct Role: Sendable, Equatable {
    public var name: String
    public var suffixes: [String]

    public init(_ name: String, alsoMatching: [String] = []) {
        self.name = name
        self.suffixes = [name] + alsoMatching
    }

    /// A role marked by exactly these suffixes (a `--role` of a folder run may leave none).
    public init(name: String, suffixes: [String]) {
        self.name = name
        self.suffixes = suffixes
    }
}

/// The outcome of matching a file name against a pattern's roles.
public struct RoleMatch: Sendable, Equatable {
    public var role: String
    public var suffix: String
    /// The file name before the role suffix (`PlayerList` for `PlayerListPresenter.swift`).
    public var scene: String
}

extension PatternCatalog {
    /// The name reports use for files that match no role.
    public static let otherRole = "Other"
}
