/// What one file names, read from its syntax alone: the modules it imports, the types it
/// declares and extends, and every capitalised name it uses where a type can stand. The
/// "what it buys" figures resolve these names against the declarations of the module and of
/// the shared targets: swift-syntax has no type checker, so a name is all there is.
public struct FileReferences: Codable, Sendable, Equatable {
    /// `import X` (also `@testable import X`, `import struct X.Y`: the module is `X`).
    public struct Import: Codable, Sendable, Equatable {
        public var module: String
        /// One-based.
        public var line: Int
    }

    /// A type the file declares; `parents` are the enclosing types, outermost first
    /// (`["PlayerListView"]` for `PlayerListView.State`).
    public struct Declaration: Codable, Sendable, Equatable {
        public var name: String
        public var parents: [String]
        public var kind: Kind
        public var line: Int

        public enum Kind: String, Codable, Sendable, Equatable {
            case `class`, `struct`, `enum`, actor, `protocol`, `typealias`
        }

        /// `PlayerListView.State`.
        public var qualifiedName: String { (parents + [name]).joined(separator: ".") }
    }

    /// A capitalised name in a type position (`let view: PlayerListView`, `: Presenting`,
    /// `@Observable`) or at the start of an expression (`PlayerListView(…)`,
    /// `Screen.render(…)`). `base` is set for a member type (`TerminalUI.Screen` → name
    /// `Screen`, base `TerminalUI`); `function` is the innermost enclosing function, if any.
    public struct Reference: Codable, Sendable, Equatable {
        public var name: String
        public var base: String?
        public var line: Int
        public var function: String?
        /// The types the reference sits in, outermost first (an extension counts as its
        /// extended type): where an unqualified nested name such as `State` is looked up first.
        public var enclosingTypes: [String] = []
    }

    public var imports: [Import] = []
    public var declarations: [Declaration] = []
    /// Types named by `extension X` (the last component of `X`), with their lines.
    public var extensions: [Reference] = []
    /// In source order.
    public var references: [Reference] = []

    public init() {}

    /// The imported module names, without repeats.
    public var importedModules: Set<String> { Set(imports.map(\.module)) }
    /// Every referenced name, without repeats.
    public var referencedNames: Set<String> { Set(references.map(\.name)) }
}
