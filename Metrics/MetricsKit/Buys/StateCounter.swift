/// Where a module's mutable state lives. A *holder* is a class or actor with a mutable stored
/// property, or a struct with SwiftUI `@State`/`@StateObject` properties. The structs a
/// holder keeps in its stored `var`s (`private(set) var state: PlayerListState`,
/// `var routing = Routing()`) are the state it owns: their stored `var`s count too, and so do
/// those of the structs they hold in turn (`PlayerListState.DomainState`). A property is
/// counted once, where it is declared; a holder's figure adds the state structs it owns.
struct StateCounter {
    struct File {
        var path: String
        var role: String
        var state: FileState
    }

    struct Result {
        var holders: [StateHolder]
        /// Mutable properties declared in each file.
        var propertiesPerFile: [String: Int]
    }

    private struct Entry {
        var type: FileState.TypeState
        var file: File
        var path: [String] { type.parents + [type.name] }
    }

    var viewBases: Set<String>

    func count(_ files: [File]) -> Result {
        let entries = files.flatMap { file in file.state.types.map { Entry(type: $0, file: file) } }
        var byName: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() { byName[entry.type.name, default: []].append(index) }

        var counted: Set<Int> = []
        var holders: [(index: Int, owned: [Int], properties: Int)] = []
        for (index, entry) in entries.enumerated() {
            let type = entry.type
            let own: [FileState.StoredVar]
            switch type.kind {
            case .class, .actor: own = type.storedVars
            case .struct: own = type.storedVars.filter(\.isSwiftUIState)
            case .enum: own = []
            }
            guard !own.isEmpty else { continue }
            let owned = ownedStructs(from: own, of: entry, entries: entries, byName: byName).filter { $0 != index }
            holders.append((index, owned, own.count + owned.reduce(0) { $0 + entries[$1].type.storedVars.count }))
        }
        var perFile: [String: Int] = [:]
        for holder in holders {
            let entry = entries[holder.index]
            if counted.insert(holder.index).inserted {
                let own = entry.type.kind == .struct ? entry.type.storedVars.filter(\.isSwiftUIState).count : entry.type.storedVars.count
                perFile[entry.file.path, default: 0] += own
            }
            for index in holder.owned where counted.insert(index).inserted {
                perFile[entries[index].file.path, default: 0] += entries[index].type.storedVars.count
            }
        }
        let result = holders.map { holder in
            let entry = entries[holder.index]
            return StateHolder(
                type: entry.type.qualifiedName, file: entry.file.path, line: entry.type.line, role: entry.file.role,
                mutableProperties: holder.properties, stateTypes: holder.owned.map { entries[$0].type.qualifiedName },
                isView: isView(holder.index, entries: entries, byName: byName)
            )
        }
        return Result(holders: result, propertiesPerFile: perFile)
    }

    /// The structs of the module whose values `vars` hold, and the structs those hold, in the order found.
    private func ownedStructs(from vars: [FileState.StoredVar], of holder: Entry, entries: [Entry], byName: [String: [Int]]) -> [Int] {
        var found: [Int] = []
        var queue: [(FileState.StoredVar, Entry)] = vars.map { ($0, holder) }
        while !queue.isEmpty {
            let (property, owner) = queue.removeFirst()
            for name in property.heldTypes {
                for index in resolve(name, from: owner.path, entries: entries, byName: byName)
                where entries[index].type.kind == .struct && !found.contains(index) {
                    found.append(index)
                    queue += entries[index].type.storedVars.map { ($0, entries[index]) }
                }
            }
        }
        return found
    }

    /// Swift's lookup, roughly: `A.B` is the type whose qualified name ends with `A.B`; a plain
    /// name is the innermost type of that name in scope (nested in the referring type or one
    /// of its parents), else a top-level one.
    private func resolve(_ name: String, from scope: [String], entries: [Entry], byName: [String: [Int]]) -> [Int] {
        let components = name.split(separator: ".").map(String.init)
        guard let last = components.last, let candidates = byName[last] else { return [] }
        if components.count > 1 {
            return candidates.filter { entries[$0].path.suffix(components.count) == ArraySlice(components) }
        }
        var prefix = scope
        while true {
            let visible = candidates.filter { entries[$0].type.parents == prefix }
            if !visible.isEmpty { return visible }
            guard !prefix.isEmpty else { return [] }
            prefix.removeLast()
        }
    }

    /// In a view role, or inheriting (through the module's own classes) from a view base.
    private func isView(_ index: Int, entries: [Entry], byName: [String: [Int]]) -> Bool {
        if BuysContext.viewRoles.contains(entries[index].file.role) { return true }
        var seen: Set<Int> = [index]
        var queue = [index]
        while !queue.isEmpty {
            let entry = entries[queue.removeFirst()]
            for inherited in entry.type.inherits {
                let name = inherited.split(separator: ".").last.map(String.init) ?? inherited
                if viewBases.contains(name) { return true }
                for next in resolve(inherited, from: entry.type.parents, entries: entries, byName: byName) where seen.insert(next).inserted {
                    queue.append(next)
                }
            }
        }
        return false
    }
}
