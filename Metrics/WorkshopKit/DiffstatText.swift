import MetricsKit

/// A change cost in the words and units of the report's change-cost tables.
enum DiffstatText {
    static func lines(_ cost: ChangeCost) -> [String] {
        let roles = cost.codeAdded.keys.sorted().map { role in
            "\(role) +\(cost.codeAdded[role] ?? 0) −\(cost.codeRemoved[role] ?? 0)"
        } + cost.codeRemoved.keys.filter { cost.codeAdded[$0] == nil }.sorted().map { "\($0) +0 −\(cost.codeRemoved[$0] ?? 0)" }
        var lines = [
            "Files: \(cost.filesTouched) touched, \(cost.filesAdded) added",
            "Code lines in the pattern: +\(cost.codeAddedTotal) −\(cost.codeRemovedTotal)" + (roles.isEmpty ? "" : " (\(roles.joined(separator: ", ")))"),
            "Test code lines: +\(cost.testCodeAdded) −\(cost.testCodeRemoved)",
        ]
        if cost.outsideCodeAdded + cost.outsideCodeRemoved > 0 {
            lines.append("Outside the pattern (shared modules): +\(cost.outsideCodeAdded) −\(cost.outsideCodeRemoved)")
        }
        return lines
    }
}
