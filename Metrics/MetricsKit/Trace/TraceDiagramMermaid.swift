/// A `TraceDiagram` as a Mermaid `sequenceDiagram`: participants boxed by role, in role order;
/// a call repeated in a row drawn once with its count.
enum TraceDiagramMermaid {
    static func render(_ diagram: TraceDiagram) -> String {
        var lines = ["```mermaid", "sequenceDiagram"]
        var index = 0
        while index < diagram.participants.count {
            let group = diagram.participants[index].group
            // `transparent` keeps a role named like a colour a title.
            lines.append("    box transparent \(text(group))")
            while index < diagram.participants.count, diagram.participants[index].group == group {
                lines.append("        participant p\(index) as \(text(diagram.participants[index].name))")
                index += 1
            }
            lines.append("    end")
        }
        for arrow in diagram.arrows {
            let count = arrow.count > 1 ? " ×\(arrow.count)" : ""
            lines.append("    p\(arrow.from)->>p\(arrow.to): \(text(arrow.label))\(count)")
        }
        if diagram.omitted > 0, let last = diagram.participants.indices.last {
            lines.append("    Note over p0,p\(last): … \(diagram.omitted) more calls (counted in the figures)")
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What Mermaid would read as syntax (`;` ends a statement, `#` starts an entity) made plain.
    static func text(_ value: String) -> String {
        PrintableText.line(value).replacingOccurrences(of: ";", with: ",").replacingOccurrences(of: "#", with: "")
    }
}
