/// A fixed amount of CPU work, timed between the builds. It does the same work every time, so
/// its spread is the machine's own noise in that run: a floor no build figure can get under.
public struct NoiseProbe: Sendable {
    /// Rounds of the work; the default takes about a third of a second here in either build.
    public var rounds: Int

    #if DEBUG
    /// The tool runs from a debug build (`Scripts/metrics`), where each round costs about ten times as much.
    public static let defaultRounds = 40_000_000
    #else
    public static let defaultRounds = 400_000_000
    #endif

    public init(rounds: Int = NoiseProbe.defaultRounds) {
        self.rounds = rounds
    }

    /// Does the work once; returns its wall time in seconds.
    public func run() -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let state = Self.work(rounds: rounds, seed: UInt64(rounds) | 1)
        let seconds = (clock.now - start).seconds
        // xorshift never reaches 0 from a non-zero seed; checking it keeps the loop from being optimised away.
        precondition(state != 0, "the noise probe's state cannot be 0")
        return seconds
    }

    @inline(never)
    static func work(rounds: Int, seed: UInt64) -> UInt64 {
        var state = seed
        for _ in 0..<rounds {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
        }
        return state
    }
}
