/// What real apps call their files and folders, which folder runs (`--path`) read besides the
/// catalog's exact suffixes: the UIKit and SwiftUI names of views, each pattern's common
/// synonyms, and folder names for files whose own names say nothing. The workspace's modules are
/// read by the exact suffixes alone: their names follow the convention, and a synonym there
/// could only hide a slip.
public struct FolderDefaults: Sendable, Equatable {
    /// Suffixes added to roles; a role the pattern lacks comes after the pattern's roles.
    public var synonyms: [RoleAddition]
    /// Folder names that give a role to a file no suffix matches (besides a folder named after
    /// a suffix, `Presenters/` or `ViewControllers/`, which `RoleReader` derives itself).
    public var folders: [FolderRole]

    public init(synonyms: [RoleAddition], folders: [FolderRole]) {
        self.synonyms = synonyms
        self.folders = folders
    }
}

/// A folder name and the role it gives the files below it that no suffix places.
public struct FolderRole: Codable, Sendable, Equatable {
    public var folder: String
    public var role: String

    public init(folder: String, role: String) {
        self.folder = folder
        self.role = role
    }
}

extension PatternCatalog {
    /// The role folder runs add for a real app's data layer (networking, storage), which the
    /// workspace keeps in each domain's shared Storage target.
    public static let dataRole = "Data"
    /// The role folder runs add for utilities and extensions (the workspace's AppSupport).
    public static let supportRole = "Support"
    /// The role folder runs add for the domain model where the pattern has no model role of its
    /// own (the workspace's shared Model target).
    public static let modelRole = "Model"

    /// The folder-run defaults of the pattern called `name`, nil for a pattern the catalog does
    /// not describe. Measured on real apps of each pattern: `Metrics/Reports/README.md`.
    public static func folderDefaults(for name: String) -> FolderDefaults? {
        guard let places = RolePlaces.standard[name] else { return nil }
        return places.defaults
    }
}

/// Where a pattern keeps what every app has, and what real apps of the pattern call it.
struct RolePlaces {
    /// The role of views: what UIKit and SwiftUI name `…ViewController`, `…Cell`, `…Screen`.
    var view: String
    /// App wiring: app and scene delegates, a SwiftUI `App`, a DI container.
    var wiring: String
    /// Networking, storage, persistence.
    var data: String
    /// Entities.
    var model: String
    /// What the pattern's apps mean by `…Service`.
    var service: String
    /// The pattern's own synonyms, role → suffixes.
    var synonyms: [(role: String, suffixes: [String])] = []

    static let viewSuffixes = ["ViewController", "Cell", "Screen"]
    static let wiringSuffixes = ["AppDelegate", "SceneDelegate", "App", "DIContainer", "AppEnvironment"]
    static let dataFolders = ["Networking", "Network", "API", "Repositories", "Storage", "Persistence", "Database", "CoreData", "Data"]
    static let supportFolders = ["Utils", "Util", "Utilities", "Extensions", "Helpers", "Support"]
    static let viewFolders = ["UI", "Views", "Components", "Cells"]
    static let wiringFolders = ["App", "Application", "DI", "DependencyInjection", "Injected", "System"]
    static let modelFolders = ["Models", "Model", "Entities"]

    var defaults: FolderDefaults {
        var synonyms = [RoleAddition(role: view, suffixes: Self.viewSuffixes)]
        synonyms += self.synonyms.map { RoleAddition(role: $0.role, suffixes: $0.suffixes) }
        synonyms += [
            RoleAddition(role: wiring, suffixes: Self.wiringSuffixes),
            RoleAddition(role: service, suffixes: ["Service"]),
            RoleAddition(role: model, suffixes: model == PatternCatalog.modelRole ? ["Model"] : []),
            RoleAddition(role: data, suffixes: []),
            RoleAddition(role: PatternCatalog.supportRole, suffixes: []),
        ]
        var folders: [FolderRole] = []
        for (names, role) in [
            (Self.dataFolders, data), (Self.supportFolders, PatternCatalog.supportRole), (Self.viewFolders, view),
            (Self.wiringFolders, wiring), (Self.modelFolders, model),
        ] {
            folders += names.map { FolderRole(folder: $0, role: role) }
        }
        return FolderDefaults(synonyms: synonyms, folders: folders)
    }

    /// Per pattern. MVC's view controllers are its own role, so only cells and screens join its
    /// View; Clean's use cases are Naumov's `…Interactor` (earlier `…Service`); VIPER's module
    /// assembly is a `…Builder` in many apps and its router the original `…Wireframe`; a
    /// ReactorKit app's `…Service` is what the workspace's Reactor calls the Worker (side effects for the
    /// reactor), as CIS's Worker is; a Clean Swift app's view controllers are its
    /// ViewController role, its scene set-up a `…Configurator` (or a `…Builder`, and in apps
    /// written by VIPER-trained teams a `…Module` or `…Assembly`, with the scene's protocols in
    /// a `…Protocols` file, read as a role of its own).
    static let standard: [String: RolePlaces] = [
        "MVC": RolePlaces(view: "View", wiring: "Assembly", data: PatternCatalog.dataRole, model: "Model", service: PatternCatalog.dataRole),
        "MVVM": RolePlaces(view: "View", wiring: "Assembly", data: PatternCatalog.dataRole, model: "Model", service: PatternCatalog.dataRole),
        "VIPER": RolePlaces(
            view: "View", wiring: "Module", data: PatternCatalog.dataRole, model: "Entity", service: PatternCatalog.dataRole,
            synonyms: [("Module", ["Builder"]), ("Router", ["Wireframe"])]
        ),
        "VIP": RolePlaces(
            view: "ViewController", wiring: "Configurator", data: PatternCatalog.dataRole, model: "Models", service: "Worker",
            // Teams that came from VIPER keep its names: the scene's set-up in a `…Module`
            // (or `…Assembly`), and every role's protocol in one `…Protocols` file.
            synonyms: [("Configurator", ["Builder", "Module", "Assembly"]), ("Protocols", ["Protocols"])]
        ),
        "CIS": RolePlaces(view: "View", wiring: "Assembly", data: PatternCatalog.dataRole, model: "Models", service: "Worker"),
        "Clean": RolePlaces(
            view: "View", wiring: "Container", data: "Repository", model: PatternCatalog.modelRole, service: "UseCase",
            synonyms: [("UseCase", ["Interactor"])]
        ),
        "Reactor": RolePlaces(view: "View", wiring: "Assembly", data: PatternCatalog.dataRole, model: PatternCatalog.modelRole, service: "Worker"),
    ]
}
