import Foundation
@testable import MetricsKit
import TerminalUI
import Testing

/// File and folder names with control characters (issue 41, item 6): every text format shows
/// them as the apps' terminal does (`VisibleText`: `\u{1B}`), so a name can neither drive the
/// terminal nor break a Markdown or CSV row; JSON keeps them exact. A `|` in a name stays in
/// its Markdown cell.
@Suite struct ControlCharacterNamesTests {
    /// The folder's own name carries an escape too: it is the module's label in every table.
    static let label = "App\u{1B}[1m"
    static let names = ["Red\u{1B}[31mX.swift", "Tab\tView.swift", "New\nLineView.swift", "Pipe|View.swift", "Back\\|SlashView.swift"]
    /// A link to nothing, so a hostile name reaches the skipped list too.
    static let dangling = "Gone\u{1B}]0;title\u{07}.swift"

    /// The folder, measured by the built tool into every format; `remove()` deletes it.
    private struct Measured {
        let root: String
        let run: MetricsProcess.Run
        var folder: String { "\(root)/\(ControlCharacterNamesTests.label)" }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-names-\(UUID().uuidString)").path
            let folder = "\(root)/\(ControlCharacterNamesTests.label)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (index, name) in ControlCharacterNamesTests.names.enumerated() {
                try Data("struct S\(index) {}\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
            }
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/\(ControlCharacterNamesTests.dangling)", withDestinationPath: "nowhere")
            run = try MetricsProcess.run([
                "report", "--path", folder, "--pattern", "MVC", "--progress", "none",
                "--format", "table,md,csv,html,json", "--output", "\(root)/out",
            ])
        }

        func file(_ name: String) throws -> String {
            try String(contentsOfFile: "\(root)/out/\(name)", encoding: .utf8)
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    /// No control character but the line breaks of the text itself.
    private func expectNoControlCharacters(_ text: String, _ what: String) {
        let raw = text.unicodeScalars.filter { VisibleText.isControl($0) && $0 != "\n" }
        #expect(raw.isEmpty, "\(what) holds \(raw.map { VisibleText.line(String($0)) })")
    }

    @Test func theTerminalShowsEveryNameEscaped() throws {
        let measured = try Measured()
        defer { measured.remove() }
        #expect(measured.run.status == 0)
        expectNoControlCharacters(measured.run.output, "the terminal table")
        expectNoControlCharacters(measured.run.errors, "standard error")
        let output = measured.run.output
        #expect(output.contains("\n\(VisibleText.line(Self.label))/MVC  Red\\u{1B}[31mX.swift\n"))
        #expect(output.contains("  ✗ \(VisibleText.line(measured.folder))/Gone\\u{1B}]0;title\\u{07}.swift: a symbolic link to nothing\n"))
    }

    /// Every row of a Markdown table has as many cells as its header: no name ends a row early
    /// (a line break) or adds a cell (a `|`, or a `\` before one).
    @Test func markdownKeepsEveryNameInItsCell() throws {
        let measured = try Measured()
        defer { measured.remove() }
        let markdown = try measured.file("metrics.md")
        expectNoControlCharacters(markdown, "metrics.md")
        var header: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                header = nil
                continue
            }
            let cells = Self.markdownCells(line)
            if let header { #expect(cells == header, "\(line)") } else { header = cells }
        }
        // As the file holds them: GitHub shows `\\` as one backslash and `\|` as a pipe in the cell.
        let cells = [
            #"Red\u{1B}[31mX.swift"#, #"Tab\u{09}View.swift"#, #"New\u{0A}LineView.swift"#, #"Pipe\|View.swift"#,
            #"Back\\\|SlashView.swift"#,
        ]
        for cell in cells {
            #expect(markdown.contains("| \(cell) |"), "\(cell)")
        }
    }

    @Test func csvAndHTMLShowTheNamesEscaped() throws {
        let measured = try Measured()
        defer { measured.remove() }
        let csv = try measured.file("metrics.csv")
        expectNoControlCharacters(csv, "metrics.csv")
        #expect(csv.contains(",\(VisibleText.line(Self.label))/MVC,"))
        let html = try measured.file("metrics.html")
        expectNoControlCharacters(html, "metrics.html")
        #expect(html.contains("<td>Red\\u{1B}[31mX.swift</td>") && html.contains("<td>New\\u{0A}LineView.swift</td>"))
    }

    @Test func jsonKeepsTheNamesExact() throws {
        let measured = try Measured()
        defer { measured.remove() }
        let report = try JSONReport.decode(Data(contentsOf: URL(fileURLWithPath: "\(measured.root)/out/metrics.json")))
        let files = report.settings.trees?.first?.attribution?.map(\.file) ?? []
        #expect(files.sorted() == Self.names.sorted())
        #expect(report.modules.first?.id == "\(Self.label)/MVC")
        #expect(report.skippedFiles == [SkippedFile(path: "\(measured.folder)/\(Self.dangling)", reason: "a symbolic link to nothing")])
    }

    /// Without the table, the skipped files go to standard error, escaped as well.
    @Test func skippedFilesOnStandardErrorAreEscaped() throws {
        let measured = try Measured()
        defer { measured.remove() }
        let run = try MetricsProcess.run(["report", "--path", measured.folder, "--pattern", "MVC", "--progress", "none", "--format", "json", "--output", "\(measured.root)/json"])
        expectNoControlCharacters(run.errors, "standard error")
        #expect(run.errors.contains("metrics: skipped \(VisibleText.line(measured.folder))/Gone\\u{1B}]0;title\\u{07}.swift: a symbolic link to nothing\n"))
    }

    /// The cells of a GitHub Markdown table row: `|` splits it unless a `\` escapes it, and a
    /// `\` escapes whatever follows it.
    static func markdownCells(_ line: Substring) -> Int {
        var pipes = 0
        var escaped = false
        for character in line {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                pipes += 1
            }
        }
        return pipes - 1
    }
}
