/// One phase of a workspace run after the static figures (the tests, the build timing, the
/// runtime benchmarks, …): it reads what it needs from the ``PhaseContext`` and returns what it
/// measured as a ``PhaseOutcome``, which the runner adds to the report. Phases do not see each
/// other's figures; the runner runs them in the order of ``MetricsRunner/standardPhases``.
///
/// Adding a phase takes a file and a line: a type that conforms to this protocol, in the folder
/// of what it measures (`Runtime/RuntimeMetricsPhase.swift`), and its place in
/// `MetricsRunner.standardPhases`. A phase the command line turns on or off also has a
/// ``RunPhase`` case, which `MetricsOptions.phases` includes or not and ``isIncluded(in:)``
/// looks for (the report lists it as run or left out). Figures of a kind the report does not
/// hold yet go in a new field of ``PhaseOutcome`` (of ``PhaseOutcome/ModuleFigures`` for a
/// module's), taken in by its `add` (and `apply`), and of ``ModuleReport``, or of
/// ``MetricsReport``, which the runner's `report(of:_:duration:)` fills from the outcome.
protocol MetricsPhase {
    /// How the report names the phase: a failure's note starts with it (`Runtime: …`).
    var name: String { get }

    /// When the phase's failure ends the run instead of becoming a note: for the phases whose
    /// failure means the toolchain or the package's build cannot be used at all, so that the
    /// command's exit status says so. False unless a phase says otherwise.
    var failureEndsTheRun: Bool { get }

    /// Whether this run has the phase: its ``RunPhase`` among `context.options.phases`, and
    /// anything to measure.
    func isIncluded(in context: PhaseContext) -> Bool

    /// Measures. A failure of one module is a figure of that module (``PhaseOutcome/ModuleFigures``);
    /// an error thrown is the whole phase's failure, which the runner turns into a note
    /// (``runNotingFailure(in:)``). Cancellation throws `CancellationError`, and ends the run.
    func run(in context: PhaseContext) throws -> PhaseOutcome
}

extension MetricsPhase {
    var failureEndsTheRun: Bool { false }

    /// Runs the phase, the runner's one place for a phase's failure: cancellation is thrown on,
    /// any other error becomes the note `<name>: <error>` and the run goes on (unless
    /// ``failureEndsTheRun``). A cancelled run stops here too, between phases, whatever the
    /// phase returned or threw: after Ctrl-C, what failed is the cancellation's doing.
    func runNotingFailure(in context: PhaseContext) throws -> PhaseOutcome {
        let outcome: PhaseOutcome
        do {
            outcome = try run(in: context)
        } catch let cancelled as CancellationError {
            throw cancelled
        } catch {
            try context.cancellation?.check()
            if failureEndsTheRun { throw error }
            outcome = PhaseOutcome(notes: ["\(name): \(error)"])
        }
        try context.cancellation?.check()
        return outcome
    }
}
