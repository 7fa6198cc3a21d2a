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
        /// The exercise moves the views to another UI framework: its cells carry ``Cell/uiMove``.
        /// Nil (absent) otherwise.
        public var movesUIFramework: Bool?

        public init(id: String, title: String, app: String, shared: ChangeCost?, movesUIFramework: Bool? = nil) {
            self.id = id
            self.title = title
            self.app = app
            self.shared = shared
            self.movesUIFramework = movesUIFramework
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
        /// In an exercise that moves the UI framework: what the solution left of the code outside
        /// the view roles, against what the UI-free figures predicted; nil when it did not apply.
        public var uiMove: UIMoveFigures?

        public init(
            exercise: String, pattern: String, status: String, reason: String? = nil, cost: ChangeCost? = nil, journeyPassed: Bool? = nil,
            testsPassed: Bool? = nil, uiMove: UIMoveFigures? = nil
        ) {
            self.exercise = exercise
            self.pattern = pattern
            self.status = status
            self.reason = reason
            self.cost = cost
            self.journeyPassed = journeyPassed
            self.testsPassed = testsPassed
            self.uiMove = uiMove
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

    /// These figures with the exercises `ids` and their cells taken from `measured` (`--exercise`):
    /// the other exercises keep theirs, in id order; the phase's time stays this one's.
    public func replacing(exercises ids: [String], with measured: ChangeCostFigures?) -> ChangeCostFigures {
        let kept = exercises.filter { !ids.contains($0.id) }
        let new = (measured?.exercises ?? []).filter { ids.contains($0.id) }
        let infos = (kept + new).sorted { $0.id < $1.id }
        let cells = infos.flatMap { info in
            (ids.contains(info.id) ? measured?.cells ?? [] : self.cells).filter { $0.exercise == info.id }
        }
        return ChangeCostFigures(exercises: infos, cells: cells, seconds: seconds)
    }

    /// The exercises that change what the app does (a feature), as opposed to one that moves its
    /// views to another UI framework: a rewrite of the view layer under unchanged behaviour, whose
    /// size would swamp the features' sum and which its own table measures (*The move to SwiftUI*).
    public var featureExercises: [ExerciseInfo] {
        exercises.filter { $0.movesUIFramework != true }
    }

    /// Every pattern's total over the feature exercises (``featureExercises``), in the order the
    /// cells first name them.
    public var totals: [PatternTotal] {
        let features = Set(featureExercises.map(\.id))
        var order: [String] = []
        var totals: [String: PatternTotal] = [:]
        for cell in cells where features.contains(cell.exercise) {
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
