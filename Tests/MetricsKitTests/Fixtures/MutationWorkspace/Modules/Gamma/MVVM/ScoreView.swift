/// Draws the score as one line.
public struct ScoreView {
    public init() {}

    public func line(_ model: ScoreViewModel) -> String {
        let marker = model.isClose ? "!" : ""
        return "\(model.home):\(model.away) \(model.leader)\(marker) (\(model.total))"
    }
}
