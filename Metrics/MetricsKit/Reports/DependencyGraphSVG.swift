import Foundation

/// A role-dependency graph as inline SVG, an arc diagram: the roles as boxes in one row in the
/// pattern's order, each box listing the shared kinds its files use; an arc per pair of roles,
/// above the boxes when it runs left to right and below when it runs right to left, with the
/// number of references at its top. Anything that breaks a rule is red.
struct DependencyGraphSVG {
    var graph: DependencyGraph
    /// Unique within the page: the arrowheads' marker ids.
    var id: String
    var width = 920

    static let red = "#d62728"
    static let ink = "#4e5d6c"

    func render() -> String {
        let count = max(graph.roles.count, 1)
        let slot = Double(width - 20) / Double(count)
        let boxWidth = min(slot - 14, 150)
        func centre(_ index: Int) -> Double { 10 + slot * (Double(index) + 0.5) }
        let lineCount = graph.roles.map { role in
            (graph.selfReferences(of: role) > 0 ? 1 : 0) + graph.shared(of: role).count
        }.max() ?? 0
        let boxHeight = 26 + 15 * Double(lineCount)
        let arcs = graph.crossEdges.compactMap { edge -> (DependencyEdge, Int, Int)? in
            guard let from = graph.roles.firstIndex(of: edge.from), let to = graph.roles.firstIndex(of: edge.to) else { return nil }
            return (edge, from, to)
        }
        func rise(_ span: Int) -> Double { 16 + 24 * Double(span) }
        let above = arcs.filter { $0.1 < $0.2 }.map { rise($0.2 - $0.1) }.max() ?? 0
        let below = arcs.filter { $0.1 > $0.2 }.map { rise($0.1 - $0.2) }.max() ?? 0
        let top = 14 + above * 0.75 + 12
        let bottom = top + boxHeight
        let height = Int(bottom + below * 0.75 + 24)

        var body = """
            <defs>\(marker("\(id)-arrow", Self.ink))\(marker("\(id)-broken", Self.red))</defs>
            """
        for (index, role) in graph.roles.enumerated() {
            let x = centre(index) - boxWidth / 2
            let broken = graph.shared(of: role).contains { $0.violations > 0 }
            body += "<rect x=\"\(n(x))\" y=\"\(n(top))\" width=\"\(n(boxWidth))\" height=\"\(n(boxHeight))\" rx=\"4\" class=\"role\(broken ? " broken" : "")\"/>"
            body += "<text x=\"\(n(centre(index)))\" y=\"\(n(top + 17))\" text-anchor=\"middle\" class=\"role-name\">\(BarChart.escape(role))</text>"
            var y = top + 17
            let own = graph.selfReferences(of: role)
            if own > 0 {
                y += 15
                body += "<text x=\"\(n(centre(index)))\" y=\"\(n(y))\" text-anchor=\"middle\" class=\"role-line\"><title>\(BarChart.escape("\(role) files using other \(role) files: \(DependencyGraph.count(own, "reference"))"))</title>↻ \(own)</text>"
            }
            for edge in graph.shared(of: role) {
                y += 15
                let colour = edge.violations > 0 ? " fill=\"\(Self.red)\" font-weight=\"600\"" : ""
                let tip = DependencyGraph.describe(edge)
                body += "<text x=\"\(n(centre(index)))\" y=\"\(n(y))\" text-anchor=\"middle\" class=\"role-line\"\(colour)><title>\(BarChart.escape(tip))</title>→ \(BarChart.escape(edge.to)) \(edge.references)</text>"
            }
        }
        let anchors = Self.anchors(arcs.map { ($0.1, $0.2) }, centre: centre, halfWidth: boxWidth / 2)
        for (index, (edge, from, to)) in arcs.enumerated() {
            let forward = from < to
            let (x1, x2) = anchors[index]
            let y = forward ? top : bottom
            let h = rise(abs(to - from)) * (forward ? -1 : 1)
            let broken = edge.violations > 0
            let tip = DependencyGraph.describe(edge)
            body += "<path d=\"M\(n(x1)) \(n(y))C\(n(x1)) \(n(y + h)) \(n(x2)) \(n(y + h)) \(n(x2)) \(n(y))\" class=\"arc\(broken ? " broken" : "")\" marker-end=\"url(#\(id)-\(broken ? "broken" : "arrow"))\"><title>\(BarChart.escape(tip))</title></path>"
            body += "<text x=\"\(n((x1 + x2) / 2))\" y=\"\(n(y + h * 0.75 + 4))\" text-anchor=\"middle\" class=\"arc-label\(broken ? " broken" : "")\">\(edge.references)</text>"
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" class=\"dependencies\"><title>\(BarChart.escape("Role dependencies: \(graph.title)"))</title>\(body)</svg>"
    }

    /// Where each arc leaves and reaches its boxes, so arcs nest instead of crossing at one
    /// point: an arc above leaves the right half of its box's top and reaches the left half of
    /// the other's, the longer arcs nearer the middle; arcs below mirror that.
    static func anchors(_ arcs: [(from: Int, to: Int)], centre: (Int) -> Double, halfWidth: Double) -> [(Double, Double)] {
        var departures: [Int: [Int]] = [:]
        var arrivals: [Int: [Int]] = [:]
        for (index, arc) in arcs.enumerated() {
            departures[arc.from, default: []].append(index)
            arrivals[arc.to, default: []].append(index)
        }
        func span(_ index: Int) -> Int { abs(arcs[index].to - arcs[index].from) }
        /// Positions on one half of a box, from its middle outward, longest arc first.
        func spread(_ indices: [Int], box: Int, outward: Double) -> [Int: Double] {
            let ordered = indices.sorted { span($0) != span($1) ? span($0) > span($1) : $0 < $1 }
            let step = (halfWidth - 8) / Double(ordered.count + 1)
            var places: [Int: Double] = [:]
            for (rank, index) in ordered.enumerated() { places[index] = centre(box) + outward * step * Double(rank + 1) }
            return places
        }
        var start: [Int: Double] = [:]
        var end: [Int: Double] = [:]
        for (box, indices) in departures {
            let above = indices.filter { arcs[$0].from < arcs[$0].to }
            let below = indices.filter { arcs[$0].from > arcs[$0].to }
            start.merge(spread(above, box: box, outward: 1)) { $1 }
            start.merge(spread(below, box: box, outward: -1)) { $1 }
        }
        for (box, indices) in arrivals {
            let above = indices.filter { arcs[$0].from < arcs[$0].to }
            let below = indices.filter { arcs[$0].from > arcs[$0].to }
            end.merge(spread(above, box: box, outward: -1)) { $1 }
            end.merge(spread(below, box: box, outward: 1)) { $1 }
        }
        return arcs.indices.map { (start[$0] ?? centre(arcs[$0].from), end[$0] ?? centre(arcs[$0].to)) }
    }

    private func marker(_ name: String, _ colour: String) -> String {
        "<marker id=\"\(name)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"9\" markerHeight=\"9\" orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" fill=\"\(colour)\"/></marker>"
    }

    private func n(_ value: Double) -> String { BarChart.number(value) }

    /// The graph's CSS, added to the page's style once.
    static let style = """
        svg.dependencies .role{fill:#f4f6f8;stroke:#4e5d6c;stroke-width:1.2}svg.dependencies .role.broken{stroke:#d62728;stroke-width:2}
        svg.dependencies .role-name{font-size:13px;font-weight:600;fill:#222}svg.dependencies .role-line{font-size:11px;fill:#444}
        svg.dependencies .arc{fill:none;stroke:#4e5d6c;stroke-width:1.3;opacity:.8}svg.dependencies .arc.broken{stroke:#d62728;stroke-width:2.4;opacity:1}
        svg.dependencies .arc-label{font-size:11px;fill:#222;paint-order:stroke;stroke:#fff;stroke-width:3px}svg.dependencies .arc-label.broken{fill:#d62728;font-weight:600}
        """
}
