/// What each workshop exercise costs in each pattern: its reference solution applied on top of
/// the shared part, built, its acceptance journey and the pattern's tests run, and the change
/// counted by role. Nil in reports that did not run it.
public struct ChangeCostFigures: Codable, Sendable, Equatable {
    public struct ExerciseInfo: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        public var app: String
        /// What the shared part (handed over, not measured per pattern) adds, counted as a
        /// change outside every pattern.
        public var shared: ChangeCost?

        public init(id: String, title: String, app: String, shared: ChangeCost?) {
            self.id = id
            self.title = title
            self.app = app
            self.shared = shared
        }
    }

    /// One exercise in one pattern.
    public struct Cell: Codable, Sendable, Equatable {
        public var exercise: String
        public var pattern: String
        /// `passed`, or `failed` with `reason`.
        public var status: String
        public var reason: String?
        /// The solution's cost; nil when the solution did not apply.
        public var cost: ChangeCost?
        /// The acceptance journey printed its golden transcript.
        public var journeyPassed: Bool?
        /// The pattern's own test targets passed.
        public var testsPassed: Bool?

        public init(exercise: String, pattern: String, status: String, reason: String? = nil, cost: ChangeCost? = nil, journeyPassed: Bool? = nil, testsPassed: Bool? = nil) {
            self.exercise = exercise
            self.pattern = pattern
            self.status = status
            self.reason = reason
            self.cost = cost
            self.journeyPassed = journeyPassed
            self.testsPassed = testsPassed
        }
    }

    /// One pattern across every exercise.
    public struct PatternTotal: Codable, Sendable, Equatable {
        public var pattern: String
        public var exercises: Int
        public var passed: Int
        /// The summed cost of the solutions that applied.
        public var cost: ChangeCost
    }

    public var exercises: [ExerciseInfo]
    /// Exercise by exercise, patterns in catalog order.
    public var cells: [Cell]
    public var seconds: Double

    public init(exercises: [ExerciseInfo], cells: [Cell], seconds: Double) {
        self.exercises = exercises
        self.cells = cells
        self.seconds = seconds
    }

    /// Every pattern's total, in the order the cells first name them.
    public var totals: [PatternTotal] {
        var order: [String] = []
        var totals: [String: PatternTotal] = [:]
        for cell in cells {
            if totals[cell.pattern] == nil {
                order.append(cell.pattern)
                totals[cell.pattern] = PatternTotal(pattern: cell.pattern, exercises: 0, passed: 0, cost: ChangeCost())
            }
            totals[cell.pattern]?.exercises += 1
            if cell.status == "passed" { totals[cell.pattern]?.passed += 1 }
            if let cost = cell.cost, var total = totals[cell.pattern] {
                total.cost = total.cost + cost
                totals[cell.pattern] = total
            }
        }
        return order.compactMap { totals[$0] }
    }
}
