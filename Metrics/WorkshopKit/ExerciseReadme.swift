import Foundation

/// An exercise's README as the participant sees it. In the `## Hints per pattern` section a
/// pattern's hint is a `### <Pattern>` part or a `- **<Pattern>** …` item with its indented
/// lines; what comes before the first one is for everyone. A hint comes in steps, so the
/// workshop's own question (where does the change land?) stays the participant's to answer,
/// one step at a time: the item's first lines say where to look (what `start` prints, after
/// the text for everyone), a line starting `Roles:` starts the step that says which roles
/// change and what each does, and a line starting `Names:` the one with the types, members,
/// files and tests. A section whose heading starts `## For the teacher` (an exercise's
/// hypothesis and its measured result) is left out of what `start` prints, so a group makes its
/// own prediction before it builds.
struct ExerciseReadme {
    var text: String

    /// What the first step tells.
    static let firstStep = "where to look"
    /// The markers that start the later steps, in order, and what each tells.
    static let laterSteps: [(marker: String, title: String)] = [("Roles:", "which roles change"), ("Names:", "which names")]

    /// The README with only the participant's hint, and of it only the first step, followed by
    /// how to ask for the next.
    func task(for pattern: String) -> String {
        let steps = hintSteps(for: pattern)
        var output: [Substring] = []
        var inHints = false
        // nil before the first pattern's hint of the section; then whether it is the participant's.
        var ownHint: Bool?
        var inLaterStep = false
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
                inLaterStep = false
                if line.hasPrefix("### ") { continue }
            }
            if ownHint == true, !inLaterStep, Self.laterStepTitle(of: line) != nil, steps.count > 1 {
                inLaterStep = true
                let indent = line.prefix { $0 == " " }
                output.append("\(indent)That is step 1 of \(steps.count) of the hint; step 2 (\(steps[1].title)): `Scripts/workshop hint`.")
                continue
            }
            if ownHint ?? true, !inLaterStep {
                output.append(line)
            } else if line.isEmpty, output.last?.isEmpty == false {
                // The blank line that closes another pattern's hint, or the participant's own
                // later steps when they come last, still separates what follows.
                output.append(line)
            }
        }
        return output.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }

    /// The participant's hint in steps: first where to look (the section's text for everyone,
    /// then the pattern's first lines), then one step per marker, each without its marker and
    /// indentation. Empty when the README has no hint for `pattern`.
    func hintSteps(for pattern: String) -> [HintStep] {
        var common: [Substring] = []
        var steps: [(title: String, lines: [Substring])] = []
        // A later step's lines lose the indentation of its marker line (the item's), no more.
        var indent = 0
        var inHints = false
        // nil before the first pattern's hint of the section; then whether it is the participant's.
        var ownHint: Bool?
        for line in lines {
            if line.hasPrefix("## ") {
                inHints = Self.isHintsHeading(line)
                ownHint = nil
                continue
            }
            guard inHints else { continue }
            if let named = Self.patternNamed(by: line) {
                ownHint = named.lowercased() == pattern.lowercased()
                if ownHint == true { steps.append((Self.firstStep, [])) }
                if line.hasPrefix("### ") { continue }
            }
            switch ownHint {
            case nil:
                common.append(line)
            case true?:
                if let title = Self.laterStepTitle(of: line) {
                    indent = line.prefix { $0 == " " }.count
                    let rest = line.dropFirst(indent + title.marker.count).drop { $0 == " " }
                    steps.append((title.title, rest.isEmpty ? [] : [rest]))
                } else {
                    let own = steps.count == 1 ? 0 : min(indent, line.prefix { $0 == " " }.count)
                    steps[steps.count - 1].lines.append(line.dropFirst(own))
                }
            case false?:
                continue
            }
        }
        guard let first = steps.first, !Self.trimmed(first.lines).isEmpty else { return [] }
        let forEveryone = Self.trimmed(common)
        return steps.enumerated().map { index, step in
            let text = Self.trimmed(step.lines)
            return HintStep(title: step.title, text: index > 0 || forEveryone.isEmpty ? text : forEveryone + "\n\n" + text)
        }
    }

    private var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    private static func trimmed(_ lines: [Substring]) -> String {
        lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func isHintsHeading(_ line: Substring) -> Bool {
        line.lowercased().hasPrefix("## hint")
    }

    static func isTeachersHeading(_ line: Substring) -> Bool {
        line.lowercased().hasPrefix("## for the teacher")
    }

    /// The marker and title of the later step `line` starts, or nil.
    static func laterStepTitle(of line: Substring) -> (marker: String, title: String)? {
        let text = line.drop { $0 == " " }
        return laterSteps.first { text.hasPrefix($0.marker) }
    }

    /// The pattern a hint starts with: `### MVVM`, or `- **MVVM** — …`.
    static func patternNamed(by line: Substring) -> String? {
        if line.hasPrefix("### ") { return line.dropFirst(4).trimmingCharacters(in: .whitespaces) }
        guard line.hasPrefix("- **"), let end = line.dropFirst(4).range(of: "**") else { return nil }
        return String(line.dropFirst(4)[..<end.lowerBound])
    }
}
