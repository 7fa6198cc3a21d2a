import Foundation

/// A horizontal bar chart drawn as inline SVG: rows of one or more bars, each bar a stack of
/// segments, with an optional min–max whisker and a value label. No scripts, no external files.
struct BarChart {
    struct Segment {
        var value: Double
        var color: String
        var tooltip: String
    }

    struct Bar {
        var segments: [Segment]
        var whisker: ClosedRange<Double>?
        var label: String

        var total: Double { segments.reduce(0) { $0 + $1.value } }
    }

    struct Row {
        var label: String
        var bars: [Bar]
    }

    var rows: [Row]
    var legend: [(name: String, color: String)]
    var axisTitle: String
    /// Fixed scale maximum (e.g. 100 for percentages); otherwise the data decides.
    var fixedMaximum: Double?
    var width = 920
    var labelWidth = 200
    var barHeight = 16
    var barGap = 3
    var rowGap = 12

    func render() -> String {
        let plotLeft = Double(labelWidth)
        let plotWidth = Double(width - labelWidth - 150)
        let dataMaximum = rows.flatMap(\.bars).map { max($0.total, $0.whisker?.upperBound ?? 0) }.max() ?? 0
        let (maximum, step) = Self.scale(fixedMaximum ?? dataMaximum)
        let legendHeight = legend.isEmpty ? 0 : (legend.count + 5) / 6 * 20 + 8
        var y = Double(legendHeight)
        var body = ""
        for (index, entry) in legend.enumerated() {
            let x = Double(index % 6) * Double(width / 6)
            let top = Double(index / 6) * 20
            body += "<rect x=\"\(x)\" y=\"\(top + 3)\" width=\"12\" height=\"12\" fill=\"\(entry.color)\"/>"
            body += "<text x=\"\(x + 17)\" y=\"\(top + 13)\" class=\"legend\">\(Self.escape(entry.name))</text>"
        }
        for row in rows {
            let groupHeight = Double(row.bars.count * barHeight + max(row.bars.count - 1, 0) * barGap)
            body += "<text x=\"\(plotLeft - 8)\" y=\"\(y + groupHeight / 2 + 4)\" text-anchor=\"end\" class=\"label\">\(Self.escape(row.label))</text>"
            for bar in row.bars {
                var x = plotLeft
                for segment in bar.segments where segment.value > 0 {
                    let segmentWidth = segment.value / maximum * plotWidth
                    body += "<rect x=\"\(Self.number(x))\" y=\"\(y)\" width=\"\(Self.number(segmentWidth))\" height=\"\(barHeight)\" fill=\"\(segment.color)\"><title>\(Self.escape(segment.tooltip))</title></rect>"
                    x += segmentWidth
                }
                if let whisker = bar.whisker {
                    let low = plotLeft + whisker.lowerBound / maximum * plotWidth
                    let high = plotLeft + whisker.upperBound / maximum * plotWidth
                    let middle = y + Double(barHeight) / 2
                    body += "<path d=\"M\(Self.number(low)) \(middle)H\(Self.number(high))M\(Self.number(low)) \(y + 3)V\(y + Double(barHeight) - 3)M\(Self.number(high)) \(y + 3)V\(y + Double(barHeight) - 3)\" class=\"whisker\"/>"
                    x = max(x, high)
                }
                body += "<text x=\"\(Self.number(x + 6))\" y=\"\(y + Double(barHeight) - 4)\" class=\"value\">\(Self.escape(bar.label))</text>"
                y += Double(barHeight + barGap)
            }
            y += Double(rowGap - barGap)
        }
        let axisY = y + 4
        body += "<line x1=\"\(plotLeft)\" y1=\"\(axisY)\" x2=\"\(plotLeft + plotWidth)\" y2=\"\(axisY)\" class=\"axis\"/>"
        var tick = 0.0
        while tick <= maximum + step / 1_000 {
            let x = plotLeft + tick / maximum * plotWidth
            body += "<line x1=\"\(Self.number(x))\" y1=\"\(legendHeight)\" x2=\"\(Self.number(x))\" y2=\"\(axisY)\" class=\"grid\"/>"
            body += "<text x=\"\(Self.number(x))\" y=\"\(axisY + 16)\" text-anchor=\"middle\" class=\"tick\">\(Self.tickLabel(tick, step: step))</text>"
            tick += step
        }
        body += "<text x=\"\(plotLeft + plotWidth / 2)\" y=\"\(axisY + 34)\" text-anchor=\"middle\" class=\"axis-title\">\(Self.escape(axisTitle))</text>"
        let height = Int(axisY + 42)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\">\(body)</svg>"
    }

    /// A round maximum and tick step covering `value` with about five ticks.
    static func scale(_ value: Double) -> (maximum: Double, step: Double) {
        guard value > 0 else { return (1, 0.2) }
        let rough = value / 5
        let magnitude = pow(10, floor(log10(rough)))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? 10 * magnitude
        return ((value / step).rounded(.up) * step, step)
    }

    static func tickLabel(_ value: Double, step: Double) -> String {
        step >= 1 ? String(format: "%.0f", value) : String(format: step >= 0.1 ? "%.1f" : "%.2f", value)
    }

    static func number(_ value: Double) -> String { String(format: "%.1f", value) }

    /// `text` as HTML text or attribute value, its control characters visible (``PrintableText``).
    static func escape(_ text: String) -> String {
        PrintableText.line(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
