/// Measures what one module's code buys, from the analyses its files already have: framework
/// independence per file, then state per type, summed per role and for the module.
public struct BuysMeasurer: Sendable {
    public var context: BuysContext

    public init(context: BuysContext) {
        self.context = context
    }

    /// One source file of the module with its role and target.
    public struct File: Sendable {
        public var path: String
        public var role: String
        public var target: String
        public var analysis: FileAnalysis

        public init(path: String, role: String, target: String, analysis: FileAnalysis) {
            self.path = path
            self.role = role
            self.target = target
            self.analysis = analysis
        }
    }

    /// `targets`: the module's targets (for their dependencies); `roleOrder`: the module's roles in report order.
    public func measure(_ files: [File], targets: [TargetSources], roleOrder: [String]) -> ModuleBuys {
        measure(files, dependences: dependence(of: files, targets: targets), roleOrder: roleOrder)
    }

    /// With each file's dependence already known (``dependence(of:targets:)``, in the files' order).
    public func measure(_ files: [File], dependences: [FrameworkDependence], roleOrder: [String]) -> ModuleBuys {
        let state = StateCounter(viewBases: context.viewBases).count(
            files.map { StateCounter.File(path: $0.path, role: $0.role, state: $0.analysis.state) }
        )
        var perRole: [String: BuysFigures] = [:]
        var total = BuysFigures.zero
        for (file, dependence) in zip(files, dependences) {
            var figures = BuysFigures(code: file.analysis.lines.code, mutableProperties: state.propertiesPerFile[file.path] ?? 0)
            if dependence.ui { figures.ui = file.analysis.lines }
            if dependence.storage { figures.storage = file.analysis.lines }
            if !dependence.ui, !dependence.storage { figures.neither = file.analysis.lines }
            perRole[file.role, default: .zero] += figures
            total += figures
        }
        for holder in state.holders {
            perRole[holder.role, default: .zero].stateHolders += 1
            total.stateHolders += 1
            if holder.isView {
                perRole[holder.role, default: .zero].viewStateHolders += 1
                total.viewStateHolders += 1
            }
        }
        let order = roleOrder + perRole.keys.filter { !roleOrder.contains($0) }.sorted()
        return ModuleBuys(
            total: total,
            roles: order.compactMap { role in perRole[role].map { RoleBuys(role: role, figures: $0) } },
            stateHolders: state.holders.sorted { ($0.file, $0.line) < ($1.file, $1.line) },
            uiWithoutImport: zip(files, dependences).filter { $1.ui && !$1.uiByImport }.map(\.0.path),
            storageWithoutImport: zip(files, dependences).filter { $1.storage && !$1.storageByImport }.map(\.0.path)
        )
    }

    /// Each file's dependence on the toolkit and on storage, in the order given.
    public func dependence(of files: [File], targets: [TargetSources]) -> [FrameworkDependence] {
        var links: [String: Set<String>] = [:]
        for target in targets { links[target.name] = Set(target.dependencies) }
        for file in files { links[file.target, default: []].formUnion(file.analysis.references.importedModules) }
        let moduleTypes = Set(files.flatMap { $0.analysis.references.declarations.map(\.name) })
        return files.map { file in
            FrameworkDependence.of(file.analysis.references, links: links[file.target] ?? [], moduleTypes: moduleTypes, context: context)
        }
    }
}
