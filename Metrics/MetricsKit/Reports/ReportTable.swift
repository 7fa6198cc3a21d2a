/// A titled table of text cells: the terminal, Markdown and HTML renderers all draw the same ones.
public struct ReportTable: Sendable, Equatable {
    public enum Alignment: Sendable { case left, right }

    public var title: String
    public var headers: [String]
    public var alignments: [Alignment]
    public var rows: [[String]]
    /// Rows drawn after a separator (totals).
    public var footerRows: [[String]]
    public var caption: String?

    public init(
        title: String, headers: [String], alignments: [Alignment]? = nil, rows: [[String]],
        footerRows: [[String]] = [], caption: String? = nil
    ) {
        self.title = title
        self.headers = headers
        self.alignments = alignments ?? headers.indices.map { $0 == 0 ? .left : .right }
        self.rows = rows
        self.footerRows = footerRows
        self.caption = caption
    }

    /// Plain text with aligned columns, for the terminal: every cell one line of visible
    /// characters (``PrintableText``), so a file name can neither drive the terminal nor break a row.
    public func renderText() -> String {
        let visible = { (cells: [String]) in cells.map(PrintableText.line) }
        let (headers, rows, footerRows) = (visible(headers), rows.map(visible), footerRows.map(visible))
        let widths = Self.columnWidths([headers] + rows + footerRows, columns: headers.count)
        func line(_ cells: [String]) -> String { Self.alignedLine(cells, widths: widths, alignments: alignments) }
        let rule = String(repeating: "─", count: widths.reduce(0, +) + 2 * (widths.count - 1))
        var lines = [PrintableText.line(title), rule, line(headers), rule] + rows.map(line)
        if !footerRows.isEmpty { lines += [rule] + footerRows.map(line) }
        lines.append(rule)
        if let caption { lines.append(PrintableText.line(caption)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The width of each of the first `columns` columns: its longest cell.
    public static func columnWidths(_ rows: [[String]], columns: Int) -> [Int] {
        (0..<columns).map { column in rows.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
    }

    /// One row of a plain-text table, each cell padded to its column's width, two spaces apart,
    /// without trailing spaces.
    public static func alignedLine(_ cells: [String], widths: [Int], alignments: [Alignment]) -> String {
        widths.indices.map { column in
            let cell = cells.indices.contains(column) ? cells[column] : ""
            let padding = String(repeating: " ", count: widths[column] - cell.count)
            return alignments[column] == .left ? cell + padding : padding + cell
        }
        .joined(separator: "  ")
        .trimmingTrailingSpaces()
    }

    /// A GitHub-flavoured Markdown table under a level-3 heading.
    public func renderMarkdown() -> String {
        func line(_ cells: [String]) -> String {
            "| " + headers.indices.map { cells.indices.contains($0) ? Self.escapeMarkdown(cells[$0]) : "" }.joined(separator: " | ") + " |"
        }
        let separator = "|" + alignments.map { $0 == .left ? " --- |" : " ---: |" }.joined()
        var lines = ["### \(PrintableText.line(title))", "", line(headers), separator] + rows.map(line)
        lines += footerRows.map { line($0.map { $0.isEmpty ? "" : "**\($0)**" }) }
        if let caption { lines += ["", PrintableText.line(caption)] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One line of a Markdown table cell or list item: visible characters only (``PrintableText``),
    /// and every `|` escaped so it stays in its cell. GitHub reads `\\` as an escaped backslash, so
    /// the backslashes right before a `|` are doubled too: `a\\|b.swift` is `a\\\\\\|b.swift`.
    static func escapeMarkdown(_ text: String) -> String {
        var escaped = ""
        for character in PrintableText.line(text) {
            if character == "|" {
                let backslashes = escaped.reversed().prefix { $0 == "\\" }.count
                escaped += String(repeating: "\\", count: backslashes) + "\\|"
            } else {
                escaped.append(character)
            }
        }
        return escaped
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
