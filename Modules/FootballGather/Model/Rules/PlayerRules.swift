import Foundation

/// The rules a player's attributes follow, shared by Add player, Player edit and the
/// repository (which checks them again, as do the database's CHECK constraints).
///
/// Lengths are counted in characters as the user sees them (grapheme clusters), so 50 "é"
/// are 50 characters whether typed as one code point each or as "e" and a combining accent.
/// Under every length limit, a text holds at most ``maximumScalars`` code points, which no
/// visible character gets around ("a" and 1,000 zero-width joiners is one character): the
/// database's CHECK constraints, which count code points, repeat that hard cap.
public enum PlayerRules {
    /// The longest name allowed.
    public static let nameMaxLength = 50
    /// The most Unicode scalars (code points) any text of a user or player holds, as any
    /// text field takes at most that many.
    public static let maximumScalars = 1_000
    /// The ages allowed.
    public static let ageRange: ClosedRange<Int> = 1...99
    /// The longest favourite team allowed.
    public static let favouriteTeamMaxLength = 50

    /// `text` without leading and trailing whitespace and newlines.
    public static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The trimmed name, if it is 1 to ``nameMaxLength`` characters.
    public static func validName(_ text: String) throws(FootballGatherError) -> String {
        let name = trimmed(text)
        guard !name.isEmpty else { throw .invalidName }
        guard !containsControlCharacters(name) else { throw .nameHasControlCharacters }
        guard !isLonger(name, than: nameMaxLength) else { throw .nameTooLong }
        return name
    }

    /// `age`, if it is unset or in ``ageRange``.
    public static func validAge(_ age: Int?) throws(FootballGatherError) -> Int? {
        guard let age else { return nil }
        guard ageRange.contains(age) else { throw .invalidAge }
        return age
    }

    /// The age typed in `text`: `nil` when blank, otherwise digits only and in ``ageRange``.
    public static func age(from text: String) throws(FootballGatherError) -> Int? {
        let digits = trimmed(text)
        guard !digits.isEmpty else { return nil }
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let age = Int(digits) else {
            throw .invalidAge
        }
        return try validAge(age)
    }

    /// The trimmed favourite team, `nil` when blank, if at most ``favouriteTeamMaxLength``.
    public static func validFavouriteTeam(_ text: String?) throws(FootballGatherError) -> String? {
        guard let text else { return nil }
        let team = trimmed(text)
        guard !team.isEmpty else { return nil }
        guard !containsControlCharacters(team) else { throw .favouriteTeamHasControlCharacters }
        guard !isLonger(team, than: favouriteTeamMaxLength) else { throw .favouriteTeamTooLong }
        return team
    }

    /// `draft` with its texts trimmed, if every attribute follows the rules.
    public static func validated(_ draft: PlayerDraft) throws(FootballGatherError) -> PlayerDraft {
        PlayerDraft(
            name: try validName(draft.name),
            age: try validAge(draft.age),
            skill: draft.skill,
            position: draft.position,
            favouriteTeam: try validFavouriteTeam(draft.favouriteTeam)
        )
    }

    /// `change` with its text trimmed, if its value follows the rules.
    public static func validated(_ change: PlayerChange) throws(FootballGatherError) -> PlayerChange {
        switch change {
        case .name(let name): .name(try validName(name))
        case .age(let age): .age(try validAge(age))
        case .favouriteTeam(let team): .favouriteTeam(try validFavouriteTeam(team))
        case .preferredPosition, .skill: change
        }
    }

    /// Whether `text` holds a control character: C0 (U+0000–U+001F, NUL, tab and line breaks
    /// included), DEL or C1 (U+0080–U+009F), the Unicode category Cc. Text fields refuse
    /// them: SQLite would cut a text at a NUL, and the others are invisible or drive a
    /// terminal. Checked after trimming, so a trailing newline is simply trimmed.
    public static func containsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The length the rules measure: characters as the user sees them (grapheme clusters).
    static func length(of text: String) -> Int {
        text.count
    }

    /// Whether `text` is over a limit of `maximum` characters, or over ``maximumScalars``
    /// code points whatever its length in characters.
    static func isLonger(_ text: String, than maximum: Int) -> Bool {
        text.unicodeScalars.count > maximumScalars || length(of: text) > maximum
    }
}
