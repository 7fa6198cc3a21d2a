/// Turns a typed line into a ``Command``. Any line, however malformed, gives either a
/// command, nothing (blank lines and `#` comments) or a ``CommandError`` — never a crash.
public enum CommandParser {
    /// Parses one line. Returns nil for a blank line or a `#` comment.
    /// - Parameter titleExample: a title of the running app with a space in it (`Add player`),
    ///   shown in usage errors as how to quote one; nil shows none.
    public static func parse(_ line: String, titleExample: String? = nil) throws(CommandError) -> Command? {
        let words = try tokenize(line)
        guard let verb = words.first else { return nil }
        if verb.hasPrefix("#") { return nil }
        let arguments = Arguments(words: Array(words.dropFirst()), titleExample: titleExample)
        switch verb.lowercased() {
        case "tap": return .tap(try arguments.single("tap <title>"))
        case "select": return .select(rowReference(try arguments.single("select <n|text>")))
        case "delete": return .delete(rowReference(try arguments.single("delete <n|text>")))
        case "move":
            let (row, section) = try arguments.pair("move <row> <section>")
            return .move(rowReference(row), toSection: section)
        case "step":
            let (label, word) = try arguments.pair("step <label> up|down")
            guard let direction = Command.StepDirection(rawValue: word.lowercased()) else {
                throw arguments.usage("step <label> up|down")
            }
            return .step(label, direction)
        case "type":
            guard let field = arguments.words.first else { throw arguments.usage("type <field> <text>") }
            return .type(field: field, text: arguments.words.dropFirst().joined(separator: " "))
        case "pick":
            let (component, row) = try arguments.pair("pick <component> <row>")
            return .pick(component: component, row: row)
        case "alert": return .alert(try arguments.single("alert <action>"))
        case "back": try arguments.none("back"); return .back
        case "wait": return .wait(seconds: try seconds(try arguments.single("wait <seconds>")))
        case "open": return .open(try arguments.single("open <url>"))
        case "help": try arguments.none("help"); return .help
        case "quit", "exit": try arguments.none("quit"); return .quit
        default:
            throw CommandError("unknown command \"\(verb)\" (type help to see the commands)")
        }
    }

    /// The words after the verb, and the usage error to throw when they do not fit.
    private struct Arguments {
        let words: [String]
        let titleExample: String?

        func single(_ form: String) throws(CommandError) -> String {
            guard words.count == 1 else { throw usage(form) }
            return words[0]
        }

        func pair(_ form: String) throws(CommandError) -> (String, String) {
            guard words.count == 2 else { throw usage(form) }
            return (words[0], words[1])
        }

        func none(_ form: String) throws(CommandError) {
            guard words.isEmpty else { throw usage(form) }
        }

        /// `usage: <form>`, with the running app's own title as the example of quoting.
        func usage(_ form: String) -> CommandError {
            let hint = titleExample.map { "quote titles with spaces: tap \"\($0)\"" } ?? "quote titles with spaces"
            return CommandError("usage: \(form) (\(hint))")
        }
    }

    /// Splits a line into words. A quote (`"` or `'`) that starts a word opens a group of
    /// words, closed by the same quote where a word ends (before a space or the end of the
    /// line); inside it `\` escapes the next character. A quote anywhere else is text, so
    /// `type Name O'Brien` and `5'11"` need no quoting.
    static func tokenize(_ line: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = ""
        var hasWord = false
        var quote: Character?
        var escaping = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if escaping {
                current.append(character)
                escaping = false
            } else if let open = quote {
                if character == "\\" {
                    escaping = true
                } else if character == open && (next == line.endIndex || line[next].isWhitespace) {
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if (character == "\"" || character == "'") && !hasWord {
                quote = character
                hasWord = true
            } else if character.isWhitespace {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
            index = next
        }
        if quote != nil || escaping { throw CommandError("unterminated quote") }
        if hasWord { words.append(current) }
        return words
    }

    private static func rowReference(_ text: String) -> Command.RowReference {
        if let number = Int(text), number > 0 { return .number(number) }
        return .text(text)
    }

    private static func seconds(_ text: String) throws(CommandError) -> Int {
        guard let value = Int(text), (0...Command.maximumWait).contains(value) else {
            throw CommandError("wait takes whole seconds from 0 to \(Command.maximumWait), not \"\(text)\"")
        }
        return value
    }
}
