/// How good a player is. The raw value is what the database stores.
public enum PlayerSkill: String, CaseIterable, Hashable, Sendable {
    case beginner
    case amateur
    case professional

    /// The capitalised name the UI shows ("Beginner").
    public var displayName: String {
        switch self {
        case .beginner: "Beginner"
        case .amateur: "Amateur"
        case .professional: "Professional"
        }
    }
}
