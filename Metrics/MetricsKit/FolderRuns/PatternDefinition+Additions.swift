extension PatternDefinition {
    /// The pattern with the `--role` suffixes added: to the role of the same name
    /// (case-insensitive, keeping the catalog's spelling), or as a new role after the catalog's.
    /// A suffix given with `--role` wins: it leaves the catalog role that had it
    /// (`--role View=ViewController` in MVC counts view controllers as View).
    /// Throws when two `--role`s give the same suffix.
    public func adding(_ additions: [RoleAddition]) throws -> PatternDefinition {
        var owner: [String: String] = [:]
        for addition in additions {
            for suffix in addition.suffixes {
                if let other = owner[suffix], other.lowercased() != addition.role.lowercased() {
                    throw MetricsError.options("--role: suffix \(suffix) is given to both \(other) and \(addition.role)")
                }
                owner[suffix] = addition.role
            }
        }
        var extended = self
        for index in extended.roles.indices {
            extended.roles[index].suffixes.removeAll { owner[$0] != nil }
        }
        for addition in additions {
            let index = extended.roles.firstIndex { $0.name.lowercased() == addition.role.lowercased() } ?? {
                extended.roles.append(Role(name: addition.role, suffixes: []))
                return extended.roles.count - 1
            }()
            for suffix in addition.suffixes where !extended.roles[index].suffixes.contains(suffix) {
                extended.roles[index].suffixes.append(suffix)
            }
        }
        return extended
    }
}
