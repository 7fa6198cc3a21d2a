/// Sorts the package's targets into pattern modules, shared modules, the parity suite and
/// tooling — from the names alone, so a new `<Domain><Pattern>` target shows up without code
/// changes:
/// - a regular target named `<Domain><Pattern>` is a pattern module; for layered patterns
///   (Clean) `<Domain><Pattern><Layer>` targets are layers of the same module;
/// - a test target named `<module target>Tests` tests that module; `ParityTests` is the parity suite;
/// - targets under `Metrics/` (this tool) and their tests are left out;
/// - everything else is shared, attributed to a domain when its name starts with one.
public struct WorkspaceLayout: Sendable {
    public var catalog: PatternCatalog
    public var parityTargetName: String
    public var toolingPathPrefix: String

    public init(catalog: PatternCatalog = .standard, parityTargetName: String = "ParityTests", toolingPathPrefix: String = "Metrics/") {
        self.catalog = catalog
        self.parityTargetName = parityTargetName
        self.toolingPathPrefix = toolingPathPrefix
    }

    /// Splits a target name into domain, pattern and layer, or nil when it names no pattern module.
    public func patternName(of targetName: String) -> (domain: String, pattern: String, layer: String?)? {
        for pattern in catalog.patterns {
            var searchStart = targetName.startIndex
            while let range = targetName.range(of: pattern.name, range: searchStart..<targetName.endIndex) {
                defer { searchStart = targetName.index(after: range.lowerBound) }
                let domain = String(targetName[..<range.lowerBound])
                let rest = String(targetName[range.upperBound...])
                guard !domain.isEmpty else { continue }
                if rest.isEmpty { return (domain, pattern.name, nil) }
                if !pattern.layers.isEmpty, rest.first?.isUppercase == true { return (domain, pattern.name, rest) }
            }
        }
        return nil
    }

    public func classify(manifest: PackageManifest, root: String, files: SourceLister) throws -> Workspace {
        let toolingNames = Set(
            manifest.targets.filter { $0.resolvedPath.hasPrefix(toolingPathPrefix) }.map(\.name)
        )
        var tooling: [String] = []
        var modules: [PatternModule] = []
        var domains: [String] = []
        var sharedTargets: [TargetSources] = []
        var unreadable: [SkippedFile] = []

        func sources(_ target: PackageManifest.Target, layer: String? = nil) throws -> TargetSources {
            let listing = files.swiftFiles(of: target)
            unreadable += listing.unreadable
            return TargetSources(
                name: target.name, path: target.resolvedPath, kind: target.type, layer: layer,
                files: listing.files, dependencies: target.localDependencyNames
            )
        }

        for target in manifest.targets where target.type != .test {
            if toolingNames.contains(target.name) {
                tooling.append(target.name)
                continue
            }
            guard target.type == .regular || target.type == .executable else { continue }
            if target.type == .regular, let match = patternName(of: target.name) {
                if !domains.contains(match.domain) { domains.append(match.domain) }
                let layered = try sources(target, layer: match.layer)
                if let index = modules.firstIndex(where: { $0.domain == match.domain && $0.pattern == match.pattern }) {
                    modules[index].targets.append(layered)
                } else {
                    modules.append(PatternModule(domain: match.domain, pattern: match.pattern, targets: [layered]))
                }
            } else {
                sharedTargets.append(try sources(target))
            }
        }

        var shared = sharedTargets.map { target in
            SharedModule(target: target, domain: domains.filter { target.name.hasPrefix($0) }.max { $0.count < $1.count })
        }
        var parity: TargetSources?
        var unattached: [TargetSources] = []
        for target in manifest.targets where target.type == .test {
            let tested = target.name.hasSuffix("Tests") ? String(target.name.dropLast(5)) : target.name
            if toolingNames.contains(tested) || target.resolvedPath.hasPrefix(toolingPathPrefix) {
                tooling.append(target.name)
            } else if target.name == parityTargetName {
                parity = try sources(target)
            } else if let match = patternName(of: tested),
                      let index = modules.firstIndex(where: { $0.domain == match.domain && $0.pattern == match.pattern }) {
                modules[index].testTargets.append(try sources(target))
            } else if let index = shared.firstIndex(where: { $0.target.name == tested }) {
                shared[index].testTargets.append(try sources(target))
            } else {
                unattached.append(try sources(target))
            }
        }

        modules.sort {
            let left = (domains.firstIndex(of: $0.domain) ?? 0, catalog.order(of: $0.pattern))
            let right = (domains.firstIndex(of: $1.domain) ?? 0, catalog.order(of: $1.pattern))
            return left < right
        }
        return Workspace(
            root: root, packageName: manifest.name, domains: domains, modules: modules, shared: shared,
            parity: parity, unattachedTests: unattached, tooling: tooling, unreadable: unreadable
        )
    }
}
