/// Whether one file depends on the UI toolkit and on storage. A file depends on a framework
/// when it imports one of its modules, or — when its target links that framework (a target
/// dependency, or an import in another file of the target) — when it names a type the
/// framework declares: unqualified and not declared by the module itself or by another module
/// the file imports, or qualified with the framework's module name (`TerminalUI.Screen`),
/// or as the type an `extension` extends.
public struct FrameworkDependence: Sendable, Equatable {
    public var ui: Bool
    public var uiByImport: Bool
    public var storage: Bool
    public var storageByImport: Bool

    public init(ui: Bool = false, uiByImport: Bool = false, storage: Bool = false, storageByImport: Bool = false) {
        self.ui = ui
        self.uiByImport = uiByImport
        self.storage = storage
        self.storageByImport = storageByImport
    }

    /// - Parameters:
    ///   - links: modules the file's target links (its dependencies and every module its files import).
    ///   - moduleTypes: every type name the file's module declares, nested ones too.
    public static func of(
        _ references: FileReferences, links: Set<String>, moduleTypes: Set<String>, context: BuysContext
    ) -> FrameworkDependence {
        let imported = references.importedModules
        var shadowing = moduleTypes
        for module in imported where context.frameworks.kind(of: module) != .toolkit && context.frameworks.kind(of: module) != .storage {
            shadowing.formUnion(context.declaredTypes[module] ?? [])
        }
        func depends(on modules: Set<String>) -> (Bool, Bool) {
            let byImport = !imported.isDisjoint(with: modules)
            // Only the types of the modules the target links: a target on TerminalUI alone cannot
            // mean DeclarativeUI's `Text`, though both are the toolkit.
            let linked = links.intersection(modules)
            guard !byImport, !linked.isEmpty else { return (byImport, byImport) }
            let types = context.types(of: linked)
            let names = (references.references + references.extensions).contains { reference in
                if let base = reference.base { return linked.contains(base) }
                return types.contains(reference.name) && !shadowing.contains(reference.name)
            }
            return (names, false)
        }
        let (ui, uiByImport) = depends(on: context.frameworks.toolkit)
        let (storage, storageByImport) = depends(on: context.frameworks.storage)
        return FrameworkDependence(ui: ui, uiByImport: uiByImport, storage: storage, storageByImport: storageByImport)
    }
}
