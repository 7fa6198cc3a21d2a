import Foundation

/// An exercise's README as the participant sees it at `start`: the task and the acceptance
/// criteria, and of the hints only the one for their pattern (a `### <Pattern>` part of the
/// `## Hints` section).
struct ExerciseReadme {
    var text: String

    func task(for pattern: String) -> String {
        var output: [Substring] = []
        var inHints = false
        var inOwnHint = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                inHints = line.lowercased().hasPrefix("## hint")
                inOwnHint = false
                output.append(inHints ? "## Where to start in \(pattern)" : line)
                continue
            }
            if inHints {
                if line.hasPrefix("### ") {
                    inOwnHint = line.dropFirst(4).trimmingCharacters(in: .whitespaces).lowercased() == pattern.lowercased()
                    continue
                }
                if inOwnHint { output.append(line) }
                continue
            }
            output.append(line)
        }
        return output.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }
}
