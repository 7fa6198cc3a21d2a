/// What the "what it buys" figures resolve names against: which imported modules are the UI
/// toolkit and storage, the types those modules declare (when their sources are in the
/// workspace), and what makes a type a view.
public struct BuysContext: Sendable, Equatable {
    public var frameworks: FrameworkSets
    /// Top-level type names each shared module declares, by module name (empty in a folder run:
    /// UIKit's or Core Data's sources are not there to read).
    public var declaredTypes: [String: Set<String>]
    /// Types whose subclasses and conformers are views (`ViewController`; `UIViewController`, `View`).
    public var viewBases: Set<String>

    public init(frameworks: FrameworkSets, declaredTypes: [String: Set<String>] = [:], viewBases: Set<String>) {
        self.frameworks = frameworks
        self.declaredTypes = declaredTypes
        self.viewBases = viewBases
    }

    /// Roles whose types are views whatever they inherit.
    public static let viewRoles: Set<String> = ["View", "ViewController"]

    /// The top-level types `modules` declare, as far as their sources are at hand.
    func types(of modules: Set<String>) -> Set<String> {
        modules.reduce(into: Set<String>()) { $0.formUnion(declaredTypes[$1] ?? []) }
    }

    /// The workspace: the toolkit's and storage's types read from their own sources; a view is
    /// a subclass of a toolkit class named `…View` or `…ViewController` (TerminalUI's `ViewController`).
    static func workspace(shared: [SharedModule], analyses: [String: FileAnalysis], frameworks: FrameworkSets) -> BuysContext {
        var declared: [String: Set<String>] = [:]
        var viewBases: Set<String> = []
        for module in shared {
            let declarations = module.target.files.compactMap { analyses[$0] }.flatMap(\.references.declarations).filter(\.parents.isEmpty)
            declared[module.target.name] = Set(declarations.map(\.name))
            guard frameworks.toolkit.contains(module.target.name) else { continue }
            for declaration in declarations where [.class, .protocol].contains(declaration.kind)
                && (declaration.name.hasSuffix("View") || declaration.name.hasSuffix("ViewController")) {
                viewBases.insert(declaration.name)
            }
        }
        return BuysContext(frameworks: frameworks, declaredTypes: declared, viewBases: viewBases)
    }

    /// A folder of an Apple app: dependencies by import only; views are what UIKit, AppKit and
    /// SwiftUI call views.
    public static func folder(frameworks: FrameworkSets) -> BuysContext {
        BuysContext(frameworks: frameworks, viewBases: appleViewBases)
    }

    public static let appleViewBases: Set<String> = [
        "UIView", "UIViewController", "UITableViewController", "UICollectionViewController", "UITableViewCell",
        "UICollectionViewCell", "UICollectionReusableView", "UINavigationController", "UITabBarController",
        "UIPageViewController", "UIViewRepresentable", "UIViewControllerRepresentable", "NSView", "NSViewController",
        "NSWindowController", "NSViewRepresentable", "View",
    ]
}
