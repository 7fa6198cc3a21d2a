/// A role-dependency graph as a Mermaid flowchart (GitHub renders it in `metrics.md`): roles as
/// boxes, shared kinds as cylinders, arrows labelled with their references, red where a rule breaks.
enum DependencyGraphMermaid {
    static func render(_ graph: DependencyGraph) -> String {
        var lines = ["```mermaid", "flowchart LR"]
        for role in graph.roles {
            let own = graph.selfReferences(of: role)
            lines.append("  \(node(role))[\"\(role)\(own > 0 ? " ↻\(own)" : "")\"]")
        }
        var kinds: [String] = []
        for edge in graph.edges where edge.kind == .shared && !kinds.contains(edge.to) { kinds.append(edge.to) }
        let order = FrameworkSets.Kind.allCases.map(\.rawValue)
        kinds.sort { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
        for kind in kinds { lines.append("  \(node(kind, shared: true))[(\"\(kind)\")]") }
        var broken: [Int] = []
        var index = 0
        let links = graph.crossEdges + graph.edges.filter { $0.kind == .shared && graph.roles.contains($0.from) }
        for edge in links {
            let arrow = edge.kind == .shared ? "-.->" : "-->"
            lines.append("  \(node(edge.from)) \(arrow)|\(edge.references)| \(node(edge.to, shared: edge.kind == .shared))")
            if edge.violations > 0 { broken.append(index) }
            index += 1
        }
        if !broken.isEmpty {
            lines.append("  linkStyle \(broken.map(String.init).joined(separator: ",")) stroke:\(DependencyGraphSVG.red),stroke-width:3px,color:\(DependencyGraphSVG.red)")
        }
        lines.append("```")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node id Mermaid accepts: letters and digits only, shared kinds apart from roles.
    private static func node(_ name: String, shared: Bool = false) -> String {
        (shared ? "shared_" : "role_") + String(name.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
    }
}
