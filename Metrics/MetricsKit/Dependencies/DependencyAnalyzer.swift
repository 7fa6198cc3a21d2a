/// Draws a module's role dependencies and checks them against its pattern's rules, from the
/// names each file uses (`FileReferences`): swift-syntax has no type checker, so a name is
/// resolved the way Swift's lookup would find it, as far as the declarations tell:
///
/// 1. `Module.Name` (a target's name as base): that target's top-level `Name`.
/// 2. `Base.Name`: a type `Name` nested in a type `Base` (of the module, else of a shared target).
/// 3. `Name` alone: a type nested in one of the types around the reference, innermost first;
///    then a top-level type of the module; then of the shared targets the file imports (Swift
///    finds a module's top-level types only in files that import it).
///
/// Among several declarations of one name, the file's own wins (a reference to the file's own
/// types is no dependency), then one role if all are of one role; names declared in several
/// roles, none nearer, are *ambiguous*: listed, counted nowhere. Names declared nowhere at hand
/// (Foundation, the standard library, generic parameters) are not dependencies. A shared
/// target whose sources are not at hand (GRDB; UIKit in a folder run) is used where a file
/// imports it, once, at the import.
public struct DependencyAnalyzer: Sendable {
    public var pattern: PatternDefinition
    public var frameworks: FrameworkSets
    public var shared: SharedDeclarations

    public init(pattern: PatternDefinition, frameworks: FrameworkSets, shared: SharedDeclarations = SharedDeclarations()) {
        self.pattern = pattern
        self.frameworks = frameworks
        self.shared = shared
    }

    /// A source file of the module with its role, scene and layer.
    public struct SourceFile: Sendable {
        public var path: String
        public var role: String
        /// The file name before the role suffix (`Gather` of `GatherProtocols.swift`).
        public var scene: String
        public var layer: String?
        public var references: FileReferences

        public init(path: String, role: String, scene: String = "", layer: String? = nil, references: FileReferences) {
            self.path = path
            self.role = role
            self.scene = scene
            self.layer = layer
            self.references = references
        }
    }

    /// What one name resolved to.
    private enum Resolved {
        case module(ModuleDeclarations.Symbol)
        case shared(FrameworkSets.Kind)
        case sameFile, ambiguous([String]), unknown
    }

    /// `moduleTargets`: the module's own target names (a `Target.Name` base names one of them).
    public func analyze(_ files: [SourceFile], moduleTargets: Set<String> = []) -> DependencyFigures {
        let declarations = ModuleDeclarations(files: files, pattern: pattern)
        var tally = EdgeTally()
        var fileFigures: [FileDependencies] = []
        var violations: [RuleViolation] = []
        var ambiguous: [AmbiguousReference] = []

        for (index, file) in files.enumerated() {
            var roles: [String: Int] = [:]
            var kinds: [String: Int] = [:]
            let imported = file.references.importedModules
            func record(_ to: String, kind: DependencyEdge.Kind, line: Int, name: String, function: String?, matches: (DependencyRule.Target) -> Bool) {
                let broken = pattern.rules.forbidden.filter { rule in
                    applies(rule, to: file, function: function) && matches(rule.target)
                }
                for rule in broken {
                    violations.append(RuleViolation(file: file.path, line: line, rule: rule.text, name: name, target: to))
                }
                tally.add(from: file.role, to: to, kind: kind, file: index, broken: !broken.isEmpty)
                if kind == .role { roles[to, default: 0] += 1 } else { kinds[to, default: 0] += 1 }
            }

            for reference in file.references.extensions + file.references.references {
                switch resolve(reference, in: index, imported: imported, declarations: declarations, moduleTargets: moduleTargets) {
                case let .module(symbol):
                    record(symbol.role, kind: .role, line: reference.line, name: reference.name, function: reference.function) { target in
                        Self.target(target, matches: symbol)
                    }
                case let .shared(kind):
                    record(kind.rawValue, kind: .shared, line: reference.line, name: reference.name, function: reference.function) { $0 == .shared(kind) }
                case let .ambiguous(roles):
                    ambiguous.append(AmbiguousReference(file: file.path, line: reference.line, name: reference.name, roles: roles))
                case .sameFile, .unknown:
                    break
                }
            }
            // Frameworks known only by their imports: the import is the use.
            for item in file.references.imports where shared.targets[item.module] == nil {
                guard let kind = frameworks.kind(of: item.module) else { continue }
                record(kind.rawValue, kind: .shared, line: item.line, name: item.module, function: nil) { $0 == .shared(kind) }
            }
            if !roles.isEmpty || !kinds.isEmpty {
                fileFigures.append(FileDependencies(path: file.path, role: file.role, layer: file.layer, toRoles: roles, toShared: kinds))
            }
        }
        let roleOrder = pattern.roles.map(\.name) + [PatternCatalog.otherRole]
        return DependencyFigures(
            rules: pattern.rules.forbidden.map(\.text),
            edges: tally.edges(roleOrder: roleOrder),
            files: fileFigures.sorted { $0.path < $1.path },
            violations: violations.sorted { ($0.file, $0.line, $0.rule) < ($1.file, $1.line, $1.rule) },
            ambiguous: ambiguous
        )
    }

    private func applies(_ rule: DependencyRule, to file: SourceFile, function: String?) -> Bool {
        guard rule.applies(inFunction: function) else { return false }
        return switch rule.source {
        case let .role(role): file.role == role
        case let .layer(layer): file.layer == layer
        }
    }

    private static func target(_ target: DependencyRule.Target, matches symbol: ModuleDeclarations.Symbol) -> Bool {
        switch target {
        case let .role(role): symbol.role == role
        case let .concreteTypes(role): symbol.role == role && symbol.concrete
        case let .types(role, suffixes): symbol.role == role && suffixes.contains { symbol.name.hasSuffix($0) }
        case let .layer(layer): symbol.layer == layer
        case .shared: false
        }
    }

    private func resolve(
        _ reference: FileReferences.Reference, in file: Int, imported: Set<String>,
        declarations: ModuleDeclarations, moduleTargets: Set<String>
    ) -> Resolved {
        let name = reference.name
        if let base = reference.base, base != "Self" {
            if moduleTargets.contains(base) { return pick(declarations.topLevel(name), from: file) }
            if shared.targets[base] != nil {
                return pickShared(shared.topLevel(name).filter { $0.target == base }, imported: imported)
            }
            let inModule = declarations.nested(name, in: base)
            if !inModule.isEmpty { return pick(inModule, from: file) }
            return pickShared(shared.nested(name, in: base), imported: imported)
        }
        let scopes = reference.base == "Self" ? Array(reference.enclosingTypes.suffix(1)) : reference.enclosingTypes
        for scope in scopes.reversed() {
            let inScope = declarations.nested(name, in: scope)
            if !inScope.isEmpty { return pick(inScope, from: file) }
        }
        if reference.base == "Self" { return .unknown }
        let topLevel = declarations.topLevel(name)
        if !topLevel.isEmpty { return pick(topLevel, from: file) }
        return pickShared(shared.topLevel(name), imported: imported)
    }

    private func pick(_ candidates: [ModuleDeclarations.Symbol], from file: Int) -> Resolved {
        guard let first = candidates.first else { return .unknown }
        if candidates.contains(where: { $0.file == file }) { return .sameFile }
        let roles = Set(candidates.map(\.role))
        guard roles.count == 1 else { return .ambiguous(roles.sorted()) }
        var symbol = first
        // One role: a concrete type of that name anywhere makes the name concrete.
        symbol.concrete = candidates.contains { $0.concrete }
        return .module(symbol)
    }

    private func pickShared(_ entries: [SharedDeclarations.Entry], imported: Set<String>) -> Resolved {
        let visible = entries.filter { imported.contains($0.target) }
        let kinds = Set(visible.map(\.kind))
        guard kinds.count == 1, let kind = kinds.first else { return .unknown }
        return .shared(kind)
    }
}

/// Adds up references per edge while the files are read.
private struct EdgeTally {
    private struct Key: Hashable {
        var from: String
        var to: String
        var kind: DependencyEdge.Kind
    }

    private var counts: [Key: (references: Int, files: Set<Int>, violations: Int)] = [:]

    mutating func add(from: String, to: String, kind: DependencyEdge.Kind, file: Int, broken: Bool) {
        let key = Key(from: from, to: to, kind: kind)
        var value = counts[key] ?? (0, [], 0)
        value.references += 1
        value.files.insert(file)
        if broken { value.violations += 1 }
        counts[key] = value
    }

    /// Roles in the pattern's order (unknown ones after, by name), role targets before shared kinds.
    func edges(roleOrder: [String]) -> [DependencyEdge] {
        func rank(_ role: String) -> (Int, String) { (roleOrder.firstIndex(of: role) ?? roleOrder.count, role) }
        let kindOrder = FrameworkSets.Kind.allCases.map(\.rawValue)
        func targetRank(_ key: Key) -> (Int, Int, String) {
            key.kind == .role ? (0, rank(key.to).0, key.to) : (1, kindOrder.firstIndex(of: key.to) ?? kindOrder.count, key.to)
        }
        return counts.sorted { left, right in
            let (l, r) = (rank(left.key.from), rank(right.key.from))
            if l != r { return l < r }
            return targetRank(left.key) < targetRank(right.key)
        }.map { key, value in
            DependencyEdge(from: key.from, to: key.to, kind: key.kind, references: value.references, files: value.files.count, violations: value.violations)
        }
    }
}
