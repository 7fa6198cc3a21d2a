/// Which imported modules count as the UI framework and which as storage: the two things a
/// pattern promises its business logic can be swapped away from. One definition, read by the
/// UI-free figures and by the dependency rules, so both say the same thing.
public struct FrameworkSets: Sendable, Equatable, Codable {
    /// UIKit's and SwiftUI's role: in the workspace the terminal toolkit and the declarative one
    /// drawn on it, in a folder UIKit, SwiftUI, AppKit.
    public var toolkit: Set<String>
    /// The domain's Storage target, GRDB and SQLite support; in a folder CoreData, SQLite, GRDB, Realm.
    public var storage: Set<String>
    /// The domain's UI target (the storyboard: screen builders, row models, ids).
    public var domainUI: Set<String>
    /// The domain's Model target (entities and rules).
    public var model: Set<String>

    public init(toolkit: Set<String>, storage: Set<String>, domainUI: Set<String> = [], model: Set<String> = []) {
        self.toolkit = toolkit
        self.storage = storage
        self.domainUI = domainUI
        self.model = model
    }

    /// What a shared module is to a pattern module.
    public enum Kind: String, Sendable, Equatable, Codable, CaseIterable {
        case toolkit = "Toolkit", domainUI = "UI", model = "Model", storage = "Storage"
    }

    /// The kind of an imported module, or nil for anything else (Foundation, Observation, …).
    public func kind(of module: String) -> Kind? {
        if toolkit.contains(module) { return .toolkit }
        if storage.contains(module) { return .storage }
        if domainUI.contains(module) { return .domainUI }
        if model.contains(module) { return .model }
        return nil
    }

    /// The workspace's own shared targets, by the names `Package.swift` gives them
    /// (`<Domain>UI`, `<Domain>Model`, `<Domain>Storage`). The toolkit is both UI frameworks:
    /// `TerminalUI` (UIKit's role) and `DeclarativeUI` (SwiftUI's), so code that moves from one
    /// to the other is UI code on both sides, and no non-view role may use either.
    public static func workspace(domains: [String]) -> FrameworkSets {
        FrameworkSets(
            toolkit: ["TerminalUI", "DeclarativeUI"],
            storage: Set(["GRDB", "SQLiteSupport"] + domains.map { "\($0)Storage" }),
            domainUI: Set(domains.map { "\($0)UI" }),
            model: Set(domains.map { "\($0)Model" })
        )
    }

    /// The defaults for a folder of someone's app (`--path`).
    public static let apple = FrameworkSets(
        toolkit: ["UIKit", "SwiftUI", "AppKit"],
        storage: ["CoreData", "SQLite", "SQLite3", "GRDB", "RealmSwift", "Realm"]
    )
}
