/// What one run of a journey in the instrumented copy recorded: the commands in order (the
/// launch first) and every probe that fired, in the order it fired.
struct TraceLog: Equatable {
    struct Record: Equatable {
        var id: Int
        var command: Int
        var parent: Int?
        /// The first call of a task, its parent the call that created the task.
        var spawned: Bool = false
        /// A call into a shared target, not pattern code.
        var boundary: Bool
        var file: String
        /// The enclosing type; empty for a global function.
        var type: String
        var function: String
    }

    var commands: [String]
    var records: [Record]

    /// Reads the runtime's tab-separated lines (`TraceRuntimeSource`); a line it cannot read is skipped.
    static func parse(_ text: String) -> TraceLog {
        var log = TraceLog(commands: [], records: [])
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "C" where fields.count >= 3:
                log.commands.append(fields[2...].joined(separator: "\t"))
            case "R" where fields.count == 9:
                guard let id = Int(fields[1]), let command = Int(fields[2]) else { continue }
                log.records.append(Record(
                    id: id, command: command, parent: Int(fields[3]), spawned: fields[5] == "S", boundary: fields[4] == "B",
                    file: fields[6], type: fields[7], function: fields[8]
                ))
            default:
                continue
            }
        }
        return log.canonical()
    }

    /// The records in an order that does not depend on how tasks happened to interleave: each
    /// call followed by what it called, in the order one task ran them, then by the tasks it
    /// started, in the order they were made; ids renumbered in that order. (Within a task the
    /// order is the program's; only tasks running side by side, off the main actor, can race.)
    func canonical() -> TraceLog {
        var children: [Int: [Record]] = [:]
        var roots: [Record] = []
        let known = Set(records.map(\.id))
        for record in records {
            if let parent = record.parent, known.contains(parent) { children[parent, default: []].append(record) } else { roots.append(record) }
        }
        var ordered: [Record] = []
        var renumbered: [Int: Int] = [:]
        var pending = roots.reversed().map { $0 }
        while let record = pending.popLast() {
            var copy = record
            copy.id = ordered.count
            renumbered[record.id] = copy.id
            copy.parent = record.parent.flatMap { renumbered[$0] }
            ordered.append(copy)
            let own = children[record.id] ?? []
            // Pushed in reverse: the task's own calls come out first, then the tasks it started.
            pending += (own.filter { !$0.spawned } + own.filter(\.spawned)).reversed()
        }
        return TraceLog(commands: commands, records: ordered)
    }

    /// The log without pattern code outside `files` (another module's): boundary calls stay.
    func keeping(files: Set<String>) -> TraceLog {
        TraceLog(commands: commands, records: records.filter { $0.boundary || files.contains($0.file) })
    }

    /// The records of the commands `range`, in order.
    func records(of range: Range<Int>) -> [Record] {
        records.filter { range.contains($0.command) }
    }

    /// Whether `line` is a typed command a reader follows (not the launch, a directive or a comment).
    static func isTyped(_ line: String) -> Bool {
        !line.hasPrefix("@") && !line.hasPrefix("#") && line != "(launch)"
    }
}
