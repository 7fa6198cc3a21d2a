/// A `TraceDiagram` as an inline SVG sequence diagram for `metrics.html`: a column per
/// participant under its role, a dashed lifeline, and one arrow a row, in call order.
struct TraceDiagramSVG {
    let diagram: TraceDiagram

    static let column = 150
    static let row = 22
    static let top = 64

    static let style = """
        .trace text{font:11px sans-serif}.trace .role{font-weight:bold;fill:#555}.trace .name{fill:#222}
        .trace .box{fill:#eef3f8;stroke:#4e79a7}.trace .life{stroke:#bbb;stroke-dasharray:4 3}
        .trace .call{stroke:#333;marker-end:url(#trace-arrow)}.trace .label{fill:#333}
        """

    /// The drawing's natural size in pixels.
    var size: (width: Int, height: Int) {
        (max(diagram.participants.count, 1) * Self.column, Self.top + (diagram.arrows.count + 1) * Self.row + (diagram.omitted > 0 ? Self.row : 0))
    }

    func render() -> String {
        let (width, height) = size
        var svg = "<svg class=\"trace\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"
        svg += "<defs><marker id=\"trace-arrow\" markerWidth=\"8\" markerHeight=\"8\" refX=\"8\" refY=\"4\" orient=\"auto\"><path d=\"M0,0 L8,4 L0,8 z\" fill=\"#333\"/></marker></defs>"
        var previousGroup: String?
        for (index, participant) in diagram.participants.enumerated() {
            let x = center(index)
            if participant.group != previousGroup {
                svg += "<text class=\"role\" x=\"\(index * Self.column + 4)\" y=\"14\">\(BarChart.escape(participant.group))</text>"
                previousGroup = participant.group
            }
            svg += "<rect class=\"box\" x=\"\(index * Self.column + 4)\" y=\"22\" width=\"\(Self.column - 8)\" height=\"26\" rx=\"3\"/>"
            svg += "<text class=\"name\" x=\"\(x)\" y=\"39\" text-anchor=\"middle\">\(BarChart.escape(Self.shortened(participant.name)))</text>"
            svg += "<line class=\"life\" x1=\"\(x)\" y1=\"48\" x2=\"\(x)\" y2=\"\(height)\"/>"
        }
        for (row, arrow) in diagram.arrows.enumerated() {
            let y = Self.top + (row + 1) * Self.row
            let (from, to) = (center(arrow.from), center(arrow.to))
            let end = to + (to > from ? -2 : 2)
            svg += "<line class=\"call\" x1=\"\(from)\" y1=\"\(y)\" x2=\"\(end)\" y2=\"\(y)\"/>"
            let label = arrow.label + (arrow.count > 1 ? " ×\(arrow.count)" : "")
            svg += "<text class=\"label\" x=\"\(min(from, to) + 6)\" y=\"\(y - 4)\">\(BarChart.escape(label))</text>"
        }
        if diagram.omitted > 0 {
            svg += "<text class=\"label\" x=\"4\" y=\"\(height - 6)\">… \(diagram.omitted) more calls (counted in the figures)</text>"
        }
        return svg + "</svg>"
    }

    /// A file of its own (the README shows it as an image): the style inside, on a white
    /// ground so the dark lines read in a dark theme too.
    func document() -> String {
        let svg = render()
        let opening = svg.prefix { $0 != ">" } + ">"
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + opening
            + "<style>\(Self.style.replacingOccurrences(of: "\n", with: ""))</style><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>"
            + svg.dropFirst(opening.count) + "\n"
    }

    private func center(_ index: Int) -> Int { index * Self.column + Self.column / 2 }

    /// A name that fits its column.
    static func shortened(_ name: String) -> String {
        name.count <= 22 ? name : String(name.prefix(21)) + "…"
    }
}
