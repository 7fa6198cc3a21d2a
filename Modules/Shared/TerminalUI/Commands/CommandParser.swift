/// Turns a typed line into a ``Command``. Any line, however malformed, gives either a
/// command, nothing (blank lines and `#` comments) or a ``CommandError`` — never a crash.
public enum CommandParser {
    /// Parses one line. Returns nil for a blank line or a `#` comment.
    public static func parse(_ line: String) throws(CommandError) -> Command? {
        let words = try tokenize(line)
        guard let verb = words.first else { return nil }
        if verb.hasPrefix("#") { return nil }
        let arguments = Array(words.dropFirst())
        switch verb.lowercased() {
        case "tap": return .tap(try single(arguments, "tap <title>"))
        case "select": return .select(rowReference(try single(arguments, "select <n|text>")))
        case "delete": return .delete(rowReference(try single(arguments, "delete <n|text>")))
        case "move":
            guard arguments.count == 2 else { throw usage("move <row> <section>") }
            return .move(rowReference(arguments[0]), toSection: arguments[1])
        case "step":
            guard arguments.count == 2, let direction = Command.StepDirection(rawValue: arguments[1].lowercased()) else {
                throw usage("step <label> up|down")
            }
            return .step(arguments[0], direction)
        case "type":
            guard let field = arguments.first else { throw usage("type <field> <text>") }
            return .type(field: field, text: arguments.dropFirst().joined(separator: " "))
        case "pick":
            guard arguments.count == 2 else { throw usage("pick <component> <row>") }
            return .pick(component: arguments[0], row: arguments[1])
        case "alert": return .alert(try single(arguments, "alert <action>"))
        case "back": try none(arguments, "back"); return .back
        case "wait": return .wait(seconds: try seconds(try single(arguments, "wait <seconds>")))
        case "open": return .open(try single(arguments, "open <url>"))
        case "help": try none(arguments, "help"); return .help
        case "quit", "exit": try none(arguments, "quit"); return .quit
        default:
            throw CommandError("unknown command \"\(verb)\" (type help to see the commands)")
        }
    }

    /// Splits a line into words; single or double quotes group words, `\` escapes inside quotes.
    static func tokenize(_ line: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = ""
        var hasWord = false
        var quote: Character?
        var escaping = false
        for character in line {
            if escaping {
                current.append(character)
                escaping = false
            } else if let open = quote {
                if character == "\\" {
                    escaping = true
                } else if character == open {
                    quote = nil
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "'" {
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
        }
        if quote != nil || escaping { throw CommandError("unterminated quote") }
        if hasWord { words.append(current) }
        return words
    }

    private static func single(_ arguments: [String], _ form: String) throws(CommandError) -> String {
        guard arguments.count == 1 else { throw usage(form) }
        return arguments[0]
    }

    private static func none(_ arguments: [String], _ form: String) throws(CommandError) {
        guard arguments.isEmpty else { throw usage(form) }
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

    private static func usage(_ form: String) -> CommandError {
        CommandError("usage: \(form) (quote titles with spaces: tap \"Add player\")")
    }
}
