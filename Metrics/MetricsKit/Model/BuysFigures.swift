/// What a set of files buys, measured from their syntax: how much of the code depends on the UI
/// toolkit or on storage, and where mutable state lives. How each figure is counted is in
/// `Metrics/Reports/README.md` ("What it buys").
public struct BuysFigures: Codable, Sendable, Equatable {
    /// Code lines of all the files (the same as their size's `code`), so shares need nothing else.
    public var code: Int
    /// Files that depend on the UI toolkit: they import it, or name a type it declares.
    public var ui: LineCounts
    /// Files that depend on storage, the same way.
    public var storage: LineCounts
    /// Files that depend on neither (a file in both counts in `ui` and in `storage`).
    public var neither: LineCounts
    /// Mutable stored properties, counted where they are declared.
    public var mutableProperties: Int
    /// Types holding mutable state (see `StateHolder`), counted where they are declared.
    public var stateHolders: Int
    /// Of those, the views.
    public var viewStateHolders: Int

    public init(
        code: Int = 0, ui: LineCounts = .zero, storage: LineCounts = .zero, neither: LineCounts = .zero,
        mutableProperties: Int = 0, stateHolders: Int = 0, viewStateHolders: Int = 0
    ) {
        self.code = code
        self.ui = ui
        self.storage = storage
        self.neither = neither
        self.mutableProperties = mutableProperties
        self.stateHolders = stateHolders
        self.viewStateHolders = viewStateHolders
    }

    public static let zero = BuysFigures()

    /// Code lines predicted to survive swapping the UI toolkit (what a move measures: `UIMoveFigures`).
    public var uiFreeCode: Int { code - ui.code }
    /// Code lines that would survive swapping storage.
    public var storageFreeCode: Int { code - storage.code }
    /// 0…100, nil without code.
    public var uiFreePercent: Double? { code == 0 ? nil : Double(uiFreeCode) * 100 / Double(code) }
    public var storageFreePercent: Double? { code == 0 ? nil : Double(storageFreeCode) * 100 / Double(code) }

    public static func + (lhs: BuysFigures, rhs: BuysFigures) -> BuysFigures {
        BuysFigures(
            code: lhs.code + rhs.code, ui: lhs.ui + rhs.ui, storage: lhs.storage + rhs.storage,
            neither: lhs.neither + rhs.neither, mutableProperties: lhs.mutableProperties + rhs.mutableProperties,
            stateHolders: lhs.stateHolders + rhs.stateHolders, viewStateHolders: lhs.viewStateHolders + rhs.viewStateHolders
        )
    }

    public static func += (lhs: inout BuysFigures, rhs: BuysFigures) { lhs = lhs + rhs }
}

/// The figures of one role of a module.
public struct RoleBuys: Codable, Sendable, Equatable {
    public var role: String
    public var figures: BuysFigures

    public init(role: String, figures: BuysFigures) {
        self.role = role
        self.figures = figures
    }
}

/// A type that holds mutable state: a class or actor with a mutable stored property, or a
/// struct with SwiftUI `@State` / `@StateObject` properties.
public struct StateHolder: Codable, Sendable, Equatable {
    /// Qualified within the module (`AppState`, `PlayerListView`).
    public var type: String
    /// Relative to the package root (to the folder in a `--path` run).
    public var file: String
    /// One-based line of its name.
    public var line: Int
    public var role: String
    /// Its own mutable stored properties plus those of the state structs it holds.
    public var mutableProperties: Int
    /// The structs whose values it holds in its stored `var`s, the state a store owns
    /// (`PlayerListState`, `PlayerListState.DomainState`), transitively.
    public var stateTypes: [String]
    public var isView: Bool

    public init(type: String, file: String, line: Int, role: String, mutableProperties: Int, stateTypes: [String], isView: Bool) {
        self.type = type
        self.file = file
        self.line = line
        self.role = role
        self.mutableProperties = mutableProperties
        self.stateTypes = stateTypes
        self.isView = isView
    }
}

/// The "what it buys" figures of one module.
public struct ModuleBuys: Codable, Sendable, Equatable {
    public var total: BuysFigures
    /// Roles with files, in the module's role order.
    public var roles: [RoleBuys]
    /// In file, then line order.
    public var stateHolders: [StateHolder]
    /// Files counted in `ui` without importing the toolkit: they name a toolkit type that
    /// their target links (the rest of `ui` is exactly the files with a toolkit `import`).
    public var uiWithoutImport: [String]
    /// The same for storage.
    public var storageWithoutImport: [String]

    public init(
        total: BuysFigures, roles: [RoleBuys], stateHolders: [StateHolder], uiWithoutImport: [String] = [],
        storageWithoutImport: [String] = []
    ) {
        self.total = total
        self.roles = roles
        self.stateHolders = stateHolders
        self.uiWithoutImport = uiWithoutImport
        self.storageWithoutImport = storageWithoutImport
    }
}

/// A pattern's figures, both domains summed, with the seams other measurements fill in.
public struct PatternBuys: Codable, Sendable, Equatable {
    public var total: BuysFigures
    /// Dependency-rule violations over the pattern's modules; nil until that check reports here.
    public var ruleViolations: Int?
    /// Share of planted bugs (mutants) the pattern's own tests catch, 0…100; nil: not measured.
    public var mutationScore: Double?
    /// The pattern's mutants over its domains, with the score's 95 % Wilson interval.
    public var mutation: MutationTally?
    /// The same per role, in the pattern's role order.
    public var mutationRoles: [MutationTally]?

    public init(
        total: BuysFigures, ruleViolations: Int? = nil, mutationScore: Double? = nil, mutation: MutationTally? = nil,
        mutationRoles: [MutationTally]? = nil
    ) {
        self.total = total
        self.ruleViolations = ruleViolations
        self.mutationScore = mutationScore
        self.mutation = mutation
        self.mutationRoles = mutationRoles
    }
}
