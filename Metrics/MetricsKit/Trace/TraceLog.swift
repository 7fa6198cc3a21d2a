/// What one run of a journey in the instrumented copy recorded: the commands in order (the
/// launch first) and every probe that fired, in the order it fired.
struct TraceLog: Equatable {
    struct Record: Equatable {
        var id: Int
        var command: Int
        var parent: Int?
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
            case "R" where fields.count == 8:
                guard let id = Int(fields[1]), let command = Int(fields[2]) else { continue }
                log.records.append(Record(
                    id: id, command: command, parent: Int(fields[3]), boundary: fields[4] == "B",
                    file: fields[5], type: fields[6], function: fields[7]
                ))
            default:
                continue
            }
        }
        return log
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
