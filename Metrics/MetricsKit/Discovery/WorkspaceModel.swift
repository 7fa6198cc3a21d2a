/// A target of the package with the Swift files SwiftPM compiles for it.
public struct TargetSources: Sendable, Equatable {
    public var name: String
    /// Folder relative to the package root.
    public var path: String
    public var kind: PackageManifest.Target.Kind
    /// For layered patterns: the layer the target is (`Domain` of `FootballGatherCleanDomain`).
    public var layer: String?
    /// Swift files relative to the package root, sorted.
    public var files: [String]
    public var dependencies: [String]

    public init(
        name: String, path: String, kind: PackageManifest.Target.Kind, layer: String? = nil,
        files: [String], dependencies: [String] = []
    ) {
        self.name = name
        self.path = path
        self.kind = kind
        self.layer = layer
        self.files = files
        self.dependencies = dependencies
    }

    /// `file` (relative to the package root) relative to the target's folder, or as given when
    /// it lies outside it: the path a role, a layer or a scene folder is read from.
    public func pathInside(_ file: String) -> String {
        file.hasPrefix(path + "/") ? String(file.dropFirst(path.count + 1)) : file
    }
}

/// One domain × pattern module, possibly made of several layer targets, with its test targets.
public struct PatternModule: Sendable, Equatable {
    public var domain: String
    public var pattern: String
    public var targets: [TargetSources]
    public var testTargets: [TargetSources]

    public init(domain: String, pattern: String, targets: [TargetSources], testTargets: [TargetSources] = []) {
        self.domain = domain
        self.pattern = pattern
        self.targets = targets
        self.testTargets = testTargets
    }

    /// `FootballGather/MVVM`.
    public var id: String { "\(domain)/\(pattern)" }

    /// Targets of the module no other target of the module depends on: building them builds it all.
    public var rootTargets: [String] {
        let names = Set(targets.map(\.name))
        let dependedOn = Set(targets.flatMap(\.dependencies)).intersection(names)
        let roots = targets.map(\.name).filter { !dependedOn.contains($0) }
        return roots.isEmpty ? targets.map(\.name) : roots
    }

    /// The module's targets, each after the targets of the module it depends on: the order to compile them in.
    public var targetsInBuildOrder: [TargetSources] { Self.inBuildOrder(targets) }
    public var testTargetsInBuildOrder: [TargetSources] { Self.inBuildOrder(testTargets) }

    static func inBuildOrder(_ targets: [TargetSources]) -> [TargetSources] {
        var ordered: [TargetSources] = []
        var remaining = targets
        while !remaining.isEmpty {
            let waiting = Set(remaining.map(\.name))
            let ready = remaining.filter { Set($0.dependencies).isDisjoint(with: waiting) }
            // A cycle cannot build anyway; keep the given order rather than loop.
            let next = ready.isEmpty ? remaining : ready
            ordered += next
            let placed = Set(next.map(\.name))
            remaining.removeAll { placed.contains($0.name) }
        }
        return ordered
    }

    public var sourceFiles: [String] { targets.flatMap(\.files) }
    public var testFiles: [String] { testTargets.flatMap(\.files) }
}

/// A module every pattern shares (toolkit, domain core, UI, test support, app registries, apps).
public struct SharedModule: Sendable, Equatable {
    public var target: TargetSources
    /// The domain the module belongs to, or nil for modules both domains use.
    public var domain: String?
    public var testTargets: [TargetSources]

    public init(target: TargetSources, domain: String?, testTargets: [TargetSources] = []) {
        self.target = target
        self.domain = domain
        self.testTargets = testTargets
    }
}

/// The package as the metrics see it.
public struct Workspace: Sendable, Equatable {
    public var root: String
    public var packageName: String
    public var domains: [String]
    public var modules: [PatternModule]
    public var shared: [SharedModule]
    /// The parity suite (the same journeys against every pattern), if the package has it.
    public var parity: TargetSources?
    /// Test targets that test no module the report knows (listed, not measured).
    public var unattachedTests: [TargetSources]
    /// Targets left out of the report: the metrics tool itself.
    public var tooling: [String]
    /// Folders of the targets that could not be read (their files are not measured).
    public var unreadable: [SkippedFile]

    public init(
        root: String, packageName: String, domains: [String], modules: [PatternModule],
        shared: [SharedModule], parity: TargetSources?, unattachedTests: [TargetSources], tooling: [String],
        unreadable: [SkippedFile] = []
    ) {
        self.root = root
        self.packageName = packageName
        self.domains = domains
        self.modules = modules
        self.shared = shared
        self.parity = parity
        self.unattachedTests = unattachedTests
        self.tooling = tooling
        self.unreadable = unreadable
    }
}
