/// A match score: goals for each side, who leads, and a log of the goals.
public struct ScoreViewModel {
    public private(set) var home = 0
    public private(set) var away = 0
    public private(set) var log: [String] = []

    public init() {}

    public mutating func score(home isHome: Bool) {
        if isHome {
            home = home + 1
        } else {
            away = away + 1
        }
        record(isHome ? "home" : "away")
    }

    mutating func record(_ side: String) {
        log.append(side)
    }

    public var leader: String {
        if home > away { return "home" }
        if home < away { return "away" }
        return "draw"
    }

    public var isClose: Bool { abs(home - away) <= 1 }

    public var total: Int { home + away }

    public func canUndo() -> Bool { log.count != 0 }

    public mutating func undo() {
        guard canUndo() else { return }
        let last = log.removeLast()
        if last == "home" {
            home -= 1
        } else {
            away -= 1
        }
    }
}
