/// The reading cost: how far one typed command travels through a pattern's code, measured by
/// running the parity journeys in an instrumented copy of the workspace (`TracePhase`). Nil in
/// reports that did not run the trace phase.
public struct TraceFigures: Codable, Sendable, Equatable {
    /// What a reader opens to follow one named action (or one command) in one pattern.
    public struct Reading: Codable, Sendable, Equatable {
        /// Distinct functions, initializers and accessors of the pattern module that ran.
        public var functions: Int
        /// Distinct files they are in.
        public var files: Int
        /// Distinct types they belong to.
        public var types: Int
        /// The roles of those files, in the catalog's order.
        public var roles: [String]
        /// Consecutive calls of pattern code whose roles differ.
        public var roleHops: Int
        /// The longest chain of nested calls, a task's work under the call that started it.
        public var deepestChain: Int
        /// Calls from pattern code into the shared targets (toolkit, screens, model, storage).
        public var boundaryCalls: Int
        /// Every call of pattern code, repeats included.
        public var calls: Int

        public init(functions: Int, files: Int, types: Int, roles: [String], roleHops: Int, deepestChain: Int, boundaryCalls: Int, calls: Int) {
            self.functions = functions
            self.files = files
            self.types = types
            self.roles = roles
            self.roleHops = roleHops
            self.deepestChain = deepestChain
            self.boundaryCalls = boundaryCalls
            self.calls = calls
        }
    }

    /// One named action in one module.
    public struct Action: Codable, Sendable, Equatable {
        public var name: String
        /// The typed lines the action is made of, as the journey has them.
        public var commands: [String]
        public var journey: String
        public var reading: Reading
        public var diagram: TraceDiagram
    }

    /// One domain × pattern module: its named actions and every command of its journeys.
    public struct Module: Codable, Sendable, Equatable {
        public var domain: String
        public var pattern: String
        public var actions: [Action]
        /// Every named action together: what a reader who follows them all opens, each function once.
        public var actionsTogether: Reading
        /// Typed commands of every journey (directives and the launch apart).
        public var commands: Int
        /// Medians over those commands.
        public var medianFunctions: Double
        public var medianFiles: Double
        public var medianRoles: Double
        public var medianRoleHops: Double
        public var medianDeepestChain: Double
        /// Over every command of every journey: distinct functions and files that ran, and every call.
        public var totalFunctions: Int
        public var totalFiles: Int
        public var totalCalls: Int
        /// Calls recorded in this module's runs from code of another pattern module, left out of
        /// every figure: 0 unless an app ran a pattern it was not asked for.
        public var foreignCalls: Int

        public var id: String { "\(domain)/\(pattern)" }
    }

    /// One pattern over both apps' named actions: "to follow these N actions you read F
    /// functions in G files across R roles".
    public struct PatternLine: Codable, Sendable, Equatable {
        public var pattern: String
        public var actions: Int
        public var functions: Int
        public var files: Int
        public var roles: Int
    }

    public var modules: [Module]
    public var patterns: [PatternLine]
    /// Seconds the phase took, the copy's build included.
    public var seconds: Double
    /// Every journey was run twice and gave the same records both times.
    public var deterministic: Bool?
    /// What the trace could not record, one line each: a journey run that failed twice, a named
    /// action a module's runs do not have, a journey whose two runs differed. Nil when there is
    /// none; `--strict` exits 3 when there is one, since every figure beside it is incomplete.
    public var gaps: [String]?

    public init(modules: [Module], patterns: [PatternLine], seconds: Double, deterministic: Bool?, gaps: [String]? = nil) {
        self.modules = modules
        self.patterns = patterns
        self.seconds = seconds
        self.deterministic = deterministic
        self.gaps = gaps
    }
}
