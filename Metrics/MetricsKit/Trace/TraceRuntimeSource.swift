/// The probe runtime the trace phase adds to its instrumented copy of the workspace, as the
/// target `TraceRuntime` every instrumented target depends on there. It never exists in the
/// workspace itself: the apps carry no probe and no global state of the trace.
///
/// Each probe appends one record (its parent, whether it is a boundary call, file, type and
/// function) and pushes it on its task's stack until the function returns. A task's first
/// frame takes as parent the frame that created the task (`spawn`, a task-local set where the
/// copy creates a `Task`), and every record the command of the task that runs it (`command`, a
/// task-local the script driver sets around each typed line), so work started by a command in
/// a `Task` stays that command's even when it ends later.
enum TraceRuntimeSource {
    /// Where the runtime goes in the copy, relative to the package.
    static let folder = "Modules/Shared/TraceRuntime"
    static let targetName = "TraceRuntime"
    /// The variable that names the file the records are written to; without it a probe costs a branch.
    static let outputVariable = "ARCHITECTURE_TRACE_OUTPUT"

    static let text = #"""
    import Foundation

    /// The trace phase's probes (instrumented copy only).
    public enum TraceProbe {
        @TaskLocal public static var command: Int?
        @TaskLocal public static var spawn: Int?
        static let recorder = TraceRecorder(path: ProcessInfo.processInfo.environment["\#(outputVariable)"])

        static var taskKey: Int { withUnsafeCurrentTask { $0.map { $0.hashValue } } ?? 0 }

        /// Records entering a function: a boundary probe (a shared target) records only when
        /// pattern code called it. Returns the frame to hand to `exit`, or -1.
        public static func enter(_ boundary: Bool, _ file: StaticString, _ type: StaticString, _ function: StaticString) -> Int {
            guard recorder.isOn else { return -1 }
            return recorder.enter(boundary: boundary, file: file, type: type, function: function, task: taskKey, command: command, spawn: spawn)
        }

        public static func exit(_ frame: Int) {
            guard frame >= 0 else { return }
            recorder.exit(frame, task: taskKey)
        }

        /// The frame running now: the parent of a task created here.
        public static func current() -> Int? {
            guard recorder.isOn else { return nil }
            return recorder.top(task: taskKey) ?? spawn
        }

        /// Runs one typed line as a command of its own.
        public static func command<R>(_ line: String, isolation: isolated (any Actor)? = #isolation, _ body: () async -> R) async -> R {
            guard recorder.isOn else { return await body() }
            let id = recorder.beginCommand(line)
            return await $command.withValue(id, operation: body, isolation: isolation)
        }

        public static func flush() { recorder.flush() }
    }

    final class TraceRecorder: @unchecked Sendable {
        struct Record {
            var command: Int
            var parent: Int?
            /// The first frame of a task, its parent the frame that created the task.
            var spawned: Bool
            var boundary: Bool
            var file: StaticString
            var type: StaticString
            var function: StaticString
        }

        let path: String?
        let isOn: Bool
        private let lock = NSLock()
        private var records: [Record] = []
        private var commands: [String] = []
        private var stacks: [Int: [Int]] = [:]

        init(path: String?) {
            self.path = path
            isOn = path != nil
        }

        func beginCommand(_ line: String) -> Int {
            lock.withLock {
                commands.append(line.replacingOccurrences(of: "\t", with: " "))
                return commands.count - 1
            }
        }

        func enter(boundary: Bool, file: StaticString, type: StaticString, function: StaticString, task: Int, command: Int?, spawn: Int?) -> Int {
            lock.withLock {
                let own = stacks[task]?.last
                let parent = own ?? spawn
                if boundary {
                    guard let parent, !records[parent].boundary else { return -1 }
                }
                let id = records.count
                records.append(Record(
                    command: command ?? max(commands.count - 1, 0), parent: parent, spawned: own == nil && spawn != nil, boundary: boundary,
                    file: file, type: type, function: function
                ))
                stacks[task, default: []].append(id)
                return id
            }
        }

        func exit(_ frame: Int, task: Int) {
            lock.withLock {
                guard var stack = stacks[task], let index = stack.lastIndex(of: frame) else { return }
                stack.removeSubrange(index...)
                stacks[task] = stack.isEmpty ? nil : stack
            }
        }

        func top(task: Int) -> Int? {
            lock.withLock { stacks[task]?.last }
        }

        /// Writes every command and record, one tab-separated line each.
        func flush() {
            guard let path else { return }
            let text = lock.withLock {
                var lines = commands.enumerated().map { "C\t\($0.offset)\t\($0.element)" }
                for (id, record) in records.enumerated() {
                    let fields = [
                        "R", String(id), String(record.command), record.parent.map(String.init) ?? "-", record.boundary ? "B" : "P", record.spawned ? "S" : "-",
                        "\(record.file)", "\(record.type)", "\(record.function)",
                    ]
                    lines.append(fields.joined(separator: "\t"))
                }
                return lines.joined(separator: "\n") + "\n"
            }
            FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        }
    }
    """#
}
