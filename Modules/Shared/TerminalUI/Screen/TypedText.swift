/// How long a text typed into a field may be: the one rule every text field follows when
/// `type` sets it, whatever the app.
///
/// Two limits, in two units:
/// - a field's ``Screen/TextField/maximumLength`` counts characters as the user sees them
///   (grapheme clusters, `String.count`), so 49 "é" are 49 characters whether each is typed
///   as one code point or as "e" and a combining accent;
/// - under it, a hard cap of ``maximumScalars`` Unicode scalars (code points) holds for
///   every field, capped or not. One visible character can hold any number of scalars ("a"
///   followed by 20,000 zero-width joiners is one character), so the visible limit alone
///   bounds nothing; the hard cap keeps every typed text small enough for whatever the app
///   does with it (a search pattern, a stored name).
public enum TypedText {
    /// The most Unicode scalars any text field takes.
    public static let maximumScalars = 1_000

    /// The length of `text` as the user sees it: its characters (grapheme clusters).
    public static func length(of text: String) -> Int {
        text.count
    }

    /// The one-line error for typing `text` into `field`, or nil when the field takes it.
    /// Over both limits, the visible one is named: it is the one the user can see.
    public static func refusal(of text: String, in field: Screen.TextField) -> String? {
        if let maximum = field.maximumLength, isLonger(text, than: maximum) {
            return "\(field.label) must be at most \(maximum) characters."
        }
        if text.unicodeScalars.count > maximumScalars {
            return "\(field.label) must be at most \(maximumScalars) code points."
        }
        return nil
    }

    /// Whether `text` has more than `maximum` characters, counting no further than needed.
    private static func isLonger(_ text: String, than maximum: Int) -> Bool {
        !text.dropFirst(maximum).isEmpty
    }
}
