/// One user action on one pattern: latency from the typed line to the rendered screen.
public struct RuntimeAction: Codable, Sendable, Equatable {
    /// The executable's name: `football-gather`, `countries`.
    public var app: String
    /// The pattern as the workspace names it (`MVVM`), or as the benchmark did when unknown.
    public var pattern: String
    /// What the user does, as the benchmark titles it.
    public var action: String
    public var medianMicroseconds: Double
    public var p99Microseconds: Double
    /// Median allocations (malloc calls) per action.
    public var mallocs: Double
    /// Measured iterations (after the warm-up).
    public var samples: Int
    /// This pattern's median over the fastest pattern's for the same action.
    public var ratioToFastest: Double
    /// Where the time goes, from every fourth iteration run again split into phases (medians):
    /// the event (parse, resolve, the pattern's synchronous handling, or virtual time passing
    /// for a timer tick), waiting until the app is idle (work the event started, and the
    /// toolkit's polling), rendering the screen. Nil in exports without them.
    public var eventMicroseconds: Double?
    public var idleMicroseconds: Double?
    public var renderMicroseconds: Double?

    public init(
        app: String, pattern: String, action: String, medianMicroseconds: Double, p99Microseconds: Double,
        mallocs: Double, samples: Int, ratioToFastest: Double = 1,
        eventMicroseconds: Double? = nil, idleMicroseconds: Double? = nil, renderMicroseconds: Double? = nil
    ) {
        self.app = app
        self.pattern = pattern
        self.action = action
        self.medianMicroseconds = medianMicroseconds
        self.p99Microseconds = p99Microseconds
        self.mallocs = mallocs
        self.samples = samples
        self.ratioToFastest = ratioToFastest
        self.eventMicroseconds = eventMicroseconds
        self.idleMicroseconds = idleMicroseconds
        self.renderMicroseconds = renderMicroseconds
    }

    /// Whether the median and the p99 are within the per-action goals.
    public func meets(_ goals: RuntimeGoals) -> Bool {
        medianMicroseconds <= goals.medianMicroseconds && p99Microseconds <= goals.p99Microseconds
    }
}
