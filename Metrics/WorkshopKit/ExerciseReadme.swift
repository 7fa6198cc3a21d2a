import Foundation

/// An exercise's README as the participant sees it at `start`: the task and the acceptance
/// criteria, and of the hints only the one for their pattern. In the `## Hints` section a
/// pattern's hint is a `### <Pattern>` part or a `- **<Pattern>** …` item with its indented
/// lines; what comes before the first one is for everyone.
struct ExerciseReadme {
    var text: String

    func task(for pattern: String) -> String {
        var output: [Substring] = []
        var inHints = false
        // nil before the first pattern's hint of the section; then whether it is the participant's.
        var ownHint: Bool?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                inHints = line.lowercased().hasPrefix("## hint")
                ownHint = nil
                output.append(inHints ? "## Where to start in \(pattern)" : line)
                continue
            }
            guard inHints else {
                output.append(line)
                continue
            }
            if let named = Self.patternNamed(by: line) {
                ownHint = named.lowercased() == pattern.lowercased()
                if line.hasPrefix("### ") { continue }
            }
            if ownHint ?? true {
                output.append(line)
            } else if line.isEmpty, output.last?.isEmpty == false {
                // The blank line that closes another pattern's hint still separates what follows.
                output.append(line)
            }
        }
        return output.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }

    /// The pattern a hint starts with: `### MVVM`, or `- **MVVM** — …`.
    static func patternNamed(by line: Substring) -> String? {
        if line.hasPrefix("### ") { return line.dropFirst(4).trimmingCharacters(in: .whitespaces) }
        guard line.hasPrefix("- **"), let end = line.dropFirst(4).range(of: "**") else { return nil }
        return String(line.dropFirst(4)[..<end.lowerBound])
    }
}
