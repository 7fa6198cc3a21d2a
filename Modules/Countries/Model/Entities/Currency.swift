/// A currency: ISO 4217 code, English name and, where known, its symbol.
public struct Currency: Identifiable, Hashable, Sendable {
    /// ISO 4217 code, for example `"EUR"`.
    public var code: String
    /// English name, for example `"Euro"`.
    public var name: String
    /// The symbol, for example `"€"`; `nil` where the source knows none.
    public var symbol: String?

    public var id: String { code }

    public init(code: String, name: String, symbol: String? = nil) {
        self.code = code
        self.name = name
        self.symbol = symbol
    }
}
