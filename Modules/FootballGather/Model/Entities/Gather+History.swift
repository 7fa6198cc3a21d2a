import Foundation

extension Gather {
    /// The title of a history row: `"2025-03-14 18:30 — Team A 2 : 1 Team B"`, dated by
    /// ``createdAt`` in `timeZone` (`"-"` stands for a missing score).
    public func historyTitle(timeZone: TimeZone) -> String {
        let goalsA = score.map { String($0.teamA) } ?? "-"
        let goalsB = score.map { String($0.teamB) } ?? "-"
        return "\(Self.historyDate(createdAt, in: timeZone)) — Team A \(goalsA) : \(goalsB) Team B"
    }

    /// The detail of a history row: `"Winner: Team A"`, `"Winner: None"` on a draw.
    public var historyDetail: String {
        "Winner: \(winner?.title ?? "-")"
    }

    /// `yyyy-MM-dd HH:mm` in the Gregorian calendar, whatever the user's locale: built
    /// from calendar components so it needs no (non-Sendable) formatter.
    static func historyDate(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2)) "
            + "\(padded(parts.hour, 2)):\(padded(parts.minute, 2))"
    }
}
