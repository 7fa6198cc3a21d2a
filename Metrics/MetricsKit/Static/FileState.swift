/// The types of one file with their mutable stored properties, read from syntax alone: what
/// "where state lives" is made of. Which of them hold state is decided per module
/// (`StateCounter`), where the types a stored property holds can be resolved.
public struct FileState: Codable, Sendable, Equatable {
    /// A class, actor, struct or enum the file declares (extensions are not types; a type
    /// nested in an extension gets the extended type as parent).
    public struct TypeState: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable, Equatable {
            case `class`, actor, `struct`, `enum`
        }

        public var name: String
        /// Enclosing types, outermost first.
        public var parents: [String]
        public var kind: Kind
        public var line: Int
        /// The inheritance clause as written (`ViewController`, `TerminalUI.ViewController`).
        public var inherits: [String]
        /// Instance `var`s with storage: not computed, not `static`/`class`, not `weak`/`unowned`.
        public var storedVars: [StoredVar]

        public var qualifiedName: String { (parents + [name]).joined(separator: ".") }
    }

    /// One mutable stored property.
    public struct StoredVar: Codable, Sendable, Equatable {
        public var name: String
        public var line: Int
        /// The types whose values the property holds, as written (`PlayerListState`,
        /// `AppState.Routing`): its annotation with optionals, arrays and dictionary values
        /// unwrapped, or the type its initial value is made from (`Routing()`, `Mode.list`).
        public var heldTypes: [String]
        /// Marked `@State` or `@StateObject`: SwiftUI keeps it for the view that declares it.
        public var isSwiftUIState: Bool
    }

    public var types: [TypeState] = []

    public init() {}
}
