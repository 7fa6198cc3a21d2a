/// A script a failing walk ran, printed so a developer can replay it with `--script`.
///
/// A script of visible characters prints as it is, to paste into a file. One that holds
/// characters a terminal would not show faithfully (controls, bidirectional marks,
/// zero-width joiners…) prints as a `printf` command that writes the exact bytes: pasting
/// it into a shell recreates the file, and the failure message puts nothing raw on the
/// developer's terminal.
struct FuzzScript {
    var lines: [String]

    /// The file name the reproduction writes the script to.
    static let file = "fuzz.script"

    /// The script, then `howToRun` it (which refers to ``file``).
    func reproduction(_ howToRun: String) -> String {
        let file = Self.file
        let script = if lines.allSatisfy(Self.isVisible) {
            "paste these \(lines.count) lines into \(file):\n" + lines.joined(separator: "\n")
        } else {
            "write it to \(file) with (it holds invisible or control characters):\n" + shellCommand
        }
        return "Shrunk script (\(lines.count) lines); " + script + "\n" + howToRun
    }

    /// A POSIX shell command that writes the script, byte for byte, to ``file``.
    var shellCommand: String {
        "printf '" + lines.map(Self.printfFormat).joined() + "' > \(Self.file)"
    }

    private static func isVisible(_ line: String) -> Bool {
        line.unicodeScalars.allSatisfy(isVisible)
    }

    /// Printable and not a control, format, separator, private-use or unassigned character.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x20...0x7E).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate, .unassigned:
            return false
        default:
            return !scalar.properties.isNoncharacterCodePoint
        }
    }

    /// `line` and its line end as a `printf` format inside single quotes: every byte of an
    /// invisible character in octal (POSIX printf), `%` and `\` doubled, `'` closing and
    /// reopening the quotes.
    private static func printfFormat(_ line: String) -> String {
        var format = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "%": format += "%%"
            case "\\": format += "\\\\"
            case "'": format += "'\\''"
            case _ where isVisible(scalar): format.unicodeScalars.append(scalar)
            default: format += String(scalar).utf8.map(octal).joined()
            }
        }
        return format + "\\n"
    }

    /// Three octal digits always, so a digit that follows is not read as part of the byte.
    private static func octal(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 8)
        return "\\" + String(repeating: "0", count: 3 - digits.count) + digits
    }
}
