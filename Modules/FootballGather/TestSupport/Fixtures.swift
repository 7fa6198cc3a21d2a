import Foundation
import FootballGatherModel

extension PlayerDraft {
    /// A fully described player.
    public static let ada = PlayerDraft(
        name: "Ada", age: 36, skill: .professional, position: .midfielder, favouriteTeam: "Arsenal"
    )
    public static let bruno = PlayerDraft(name: "Bruno", age: 28, skill: .amateur, position: .goalkeeper)
    public static let carla = PlayerDraft(name: "Carla", age: 22, skill: .professional, position: .striker)
    /// A player with nothing but a name.
    public static let dani = PlayerDraft(name: "Dani")
    public static let eli = PlayerDraft(name: "Eli", age: 41, skill: .beginner, position: .defender)

    /// Ada, Bruno, Carla, Dani and Eli, in that (alphabetical) order.
    public static let roster: [PlayerDraft] = [.ada, .bruno, .carla, .dani, .eli]
}

extension Date {
    /// A fixed instant to start gathers at: 2025-03-14 18:30:00 UTC.
    public static let kickOff = Date(timeIntervalSince1970: 1_741_977_000)
    /// Ten minutes after ``kickOff``.
    public static let fullTime = kickOff.addingTimeInterval(600)
}
