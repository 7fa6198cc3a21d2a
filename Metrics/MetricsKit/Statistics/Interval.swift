/// A confidence interval: where the true value lies, with the confidence the samples give.
public struct Interval: Codable, Sendable, Equatable {
    public var low: Double
    public var high: Double
    /// The coverage the interval achieves: 0.95 or more with enough runs; less when too few
    /// runs were measured for 95 % (then it is the widest the samples allow).
    public var confidence: Double

    public init(low: Double, high: Double, confidence: Double) {
        self.low = low
        self.high = high
        self.confidence = confidence
    }

    public func contains(_ value: Double) -> Bool { low <= value && value <= high }

    /// Half the width relative to `center`: how precisely the value is known.
    public func relativeHalfWidth(around center: Double) -> Double {
        center > 0 ? (high - low) / 2 / center : 0
    }
}
