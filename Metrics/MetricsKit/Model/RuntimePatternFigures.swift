/// What one pattern of one app costs as a whole: launch to first screen, and the app's parity
/// journeys run back to back in script mode (each from a fresh in-memory database).
public struct RuntimePatternFigures: Codable, Sendable, Equatable {
    public var app: String
    public var pattern: String
    /// Median launch to first rendered screen (fresh repositories included).
    public var launchMicroseconds: Double?
    public var launchMallocs: Double?
    /// Median wall time of all the app's journeys.
    public var journeysMilliseconds: Double?
    public var journeysMallocs: Double?
    /// Median peak resident memory of the benchmark process while it ran the journeys.
    public var peakMemoryBytes: Double?
    public var journeyRuns: Int?

    public init(
        app: String, pattern: String, launchMicroseconds: Double? = nil, launchMallocs: Double? = nil,
        journeysMilliseconds: Double? = nil, journeysMallocs: Double? = nil, peakMemoryBytes: Double? = nil,
        journeyRuns: Int? = nil
    ) {
        self.app = app
        self.pattern = pattern
        self.launchMicroseconds = launchMicroseconds
        self.launchMallocs = launchMallocs
        self.journeysMilliseconds = journeysMilliseconds
        self.journeysMallocs = journeysMallocs
        self.peakMemoryBytes = peakMemoryBytes
        self.journeyRuns = journeyRuns
    }
}
