import Foundation

/// An exercise's README as the participant sees it. In the `## Hints per pattern` section a
/// pattern's hint is a `### <Pattern>` part or a `- **<Pattern>** …` item with its indented
/// lines; what comes before the first one is for everyone. A hint comes in two steps, so the
/// workshop's own question (where does the change land?) is the participant's to answer
/// first: what comes before a line starting with `More:` says where to look, and is what
/// `start` prints; the rest (files, signatures, tests) is what `hint` adds. A section whose
/// heading starts `## For the teacher` (an exercise's hypothesis and its measured result) is
/// left out of what `start` prints, so a group makes its own prediction before it builds.
struct ExerciseReadme {
    var text: String

    /// The marker of a hint's second step.
    static let moreMarker = "More:"

    /// The README with only the participant's hint, and of it only where to look.
    func task(for pattern: String) -> String {
        var output: [Substring] = []
        var inHints = false
        // nil before the first pattern's hint of the section; then whether it is the participant's.
        var ownHint: Bool?
        var inSecondStep = false
        var forTheTeacher = false
        for line in lines {
            if line.hasPrefix("## ") {
                inHints = Self.isHintsHeading(line)
                forTheTeacher = Self.isTeachersHeading(line)
                ownHint = nil
                if !forTheTeacher { output.append(inHints ? "## Where to start in \(pattern)" : line) }
                continue
            }
            if forTheTeacher { continue }
            guard inHints else {
                output.append(line)
                continue
            }
            if let named = Self.patternNamed(by: line) {
                ownHint = named.lowercased() == pattern.lowercased()
                inSecondStep = false
                if line.hasPrefix("### ") { continue }
            }
            if ownHint == true, Self.startsSecondStep(line) {
                inSecondStep = true
                let indent = line.prefix { $0 == " " }
                output.append("\(indent)More, with the files and signatures: `Scripts/workshop hint`.")
                continue
            }
            if ownHint ?? true, !inSecondStep {
                output.append(line)
            } else if line.isEmpty, output.last?.isEmpty == false {
                // The blank line that closes another pattern's hint, or the participant's own
                // second step when it comes last, still separates what follows.
                output.append(line)
            }
        }
        return output.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }

    /// The participant's whole hint, both steps, with the marker dropped; nil when the README
    /// has none for `pattern`.
    func hint(for pattern: String) -> String? {
        var output: [String] = []
        var inHints = false
        var ownHint = false
        for line in lines {
            if line.hasPrefix("## ") {
                inHints = Self.isHintsHeading(line)
                ownHint = false
                continue
            }
            guard inHints else { continue }
            if let named = Self.patternNamed(by: line) {
                ownHint = named.lowercased() == pattern.lowercased()
                if line.hasPrefix("### ") { continue }
            }
            guard ownHint else { continue }
            if Self.startsSecondStep(line), let marker = line.range(of: Self.moreMarker) {
                let rest = line[marker.upperBound...].trimmingCharacters(in: .whitespaces)
                if !rest.isEmpty { output.append(String(line[..<marker.lowerBound]) + rest) }
            } else {
                output.append(String(line))
            }
        }
        let hint = output.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return hint.isEmpty ? nil : hint + "\n"
    }

    private var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    static func isHintsHeading(_ line: Substring) -> Bool {
        line.lowercased().hasPrefix("## hint")
    }

    static func isTeachersHeading(_ line: Substring) -> Bool {
        line.lowercased().hasPrefix("## for the teacher")
    }

    static func startsSecondStep(_ line: Substring) -> Bool {
        line.trimmingCharacters(in: .whitespaces).hasPrefix(moreMarker)
    }

    /// The pattern a hint starts with: `### MVVM`, or `- **MVVM** — …`.
    static func patternNamed(by line: Substring) -> String? {
        if line.hasPrefix("### ") { return line.dropFirst(4).trimmingCharacters(in: .whitespaces) }
        guard line.hasPrefix("- **"), let end = line.dropFirst(4).range(of: "**") else { return nil }
        return String(line.dropFirst(4)[..<end.lowerBound])
    }
}
