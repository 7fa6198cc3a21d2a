/// What a phase measured, for the report: figures of modules, of the parity suite and of the
/// whole run, and notes. Outcomes add up, so the run's is its phases' in the order they ran.
struct PhaseOutcome {
    /// By module id; a module the report does not hold is left out.
    var modules: [String: ModuleFigures] = [:]
    var parityTests: TestResults?
    var buildTiming: BuildTimingSummary?
    var runtime: RuntimeFigures?
    var changeCost: ChangeCostFigures?
    var trace: TraceFigures?
    /// In the order they go in the report.
    var notes: [String] = []

    /// Takes in a later phase's outcome: its figures where it has some, its notes after these.
    mutating func add(_ later: PhaseOutcome) {
        modules.merge(later.modules) { earlier, figures in earlier.adding(figures) }
        parityTests = later.parityTests ?? parityTests
        buildTiming = later.buildTiming ?? buildTiming
        runtime = later.runtime ?? runtime
        changeCost = later.changeCost ?? changeCost
        trace = later.trace ?? trace
        notes += later.notes
    }

    /// Sets the modules' figures; a module with a failure is marked failed.
    func apply(to reports: inout [ModuleReport]) {
        for index in reports.indices {
            modules[reports[index].id]?.apply(to: &reports[index])
        }
    }
}
