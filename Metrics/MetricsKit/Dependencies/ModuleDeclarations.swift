/// The types a module declares, each with the role (and layer) of the file that declares it:
/// what a type name used in one of its files resolves to.
struct ModuleDeclarations {
    struct Symbol {
        var name: String
        /// Index of the declaring file in the analyzer's file list.
        var file: Int
        var role: String
        var layer: String?
        /// A class, struct, enum or actor (not a protocol or typealias).
        var concrete: Bool
    }

    private(set) var topLevel: [String: [Symbol]] = [:]
    /// `Parent.Name` → nested types (the parent is the innermost enclosing type, or the
    /// extended type of an extension).
    private(set) var nested: [String: [Symbol]] = [:]

    init(files: [DependencyAnalyzer.SourceFile], pattern: PatternDefinition) {
        let interfaceRoles = Set(pattern.rules.interfaceRoles)
        let namedRoles = pattern.roles.map(\.name).filter { !interfaceRoles.contains($0) }
        for (index, file) in files.enumerated() {
            for declaration in file.references.declarations {
                var role = file.role
                let isInterface = declaration.kind == .protocol || declaration.kind == .typealias
                if isInterface, interfaceRoles.contains(file.role), declaration.parents.isEmpty,
                   let named = Self.role(named: declaration.name, scene: file.scene, among: namedRoles) {
                    role = named
                }
                let symbol = Symbol(
                    name: declaration.name, file: index, role: role, layer: file.layer,
                    concrete: !isInterface
                )
                if let parent = declaration.parents.last {
                    nested["\(parent).\(declaration.name)", default: []].append(symbol)
                } else {
                    topLevel[declaration.name, default: []].append(symbol)
                }
            }
        }
    }

    func topLevel(_ name: String) -> [Symbol] { topLevel[name] ?? [] }
    func nested(_ name: String, in parent: String) -> [Symbol] { nested["\(parent).\(name)"] ?? [] }

    /// The role a protocol's name speaks for: the first role whose words follow the scene's
    /// (`GatherPresenterServiceHandler` in `GatherProtocols.swift` → Presenter; `LoadingView`
    /// → View), the longest role at the same place (`ViewController` before `View`).
    static func role(named name: String, scene: String, among roles: [String]) -> String? {
        let rest = !scene.isEmpty && name.hasPrefix(scene) ? String(name.dropFirst(scene.count)) : name
        let words = camelCaseWords(rest)
        let roleWords = roles.map { ($0, camelCaseWords($0)) }
        for start in words.indices {
            let found = roleWords.filter { _, parts in
                start + parts.count <= words.count && Array(words[start..<start + parts.count]) == parts
            }
            if let longest = found.max(by: { $0.1.count < $1.1.count }) { return longest.0 }
        }
        return nil
    }

    /// `GatherViewProtocol` → `Gather`, `View`, `Protocol`; `URLSession` → `URL`, `Session`.
    static func camelCaseWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last?.isUppercase == false
                    || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
