/// The position a player prefers. The raw value is the acronym stored and shown in rows.
public enum PlayerPosition: String, CaseIterable, Hashable, Sendable {
    case goalkeeper = "GK"
    case defender = "DEF"
    case midfielder = "MID"
    case winger = "W"
    case striker = "ST"

    /// The short form rows show ("GK").
    public var acronym: String { rawValue }

    /// The capitalised name details and pickers show ("Goalkeeper").
    public var displayName: String {
        switch self {
        case .goalkeeper: "Goalkeeper"
        case .defender: "Defender"
        case .midfielder: "Midfielder"
        case .winger: "Winger"
        case .striker: "Striker"
        }
    }
}
