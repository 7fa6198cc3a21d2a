/// The classic mutation operators the phase plants, each a small bug a test should notice.
public enum MutationOperator: String, Codable, CaseIterable, Sendable {
    /// `if c`, `guard c`, `while c`, `c ? a : b` → `!(c)`.
    case negateCondition = "negate condition"
    /// `==` ↔ `!=`, `<` ↔ `<=`, `>` ↔ `>=`.
    case swapRelational = "swap relational operator"
    /// `true` ↔ `false`.
    case flipBoolean = "flip boolean"
    /// `+` ↔ `-`.
    case swapArithmetic = "swap + and -"
    /// A statement that only calls a function (its result unused) is left out.
    case removeCall = "remove call"
    /// An `Int` literal becomes 0, or one more.
    case changeInteger = "change integer literal"

    /// The short name the reports print.
    public var label: String { rawValue }
}
