@testable import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Foundation
import Testing

/// How a player reads in a row, as plain values.
@MainActor @Suite struct PlayerFormatterTests {
    @Test func aPlayerRowReadsPositionAcronymAndSkillName() {
        let player = Player(id: 1, name: "Ada", skill: .professional, position: .goalkeeper)

        #expect(PlayerFormatter.playerRowDetail(of: player) == "Position: GK, Skill: Professional")
        #expect(PlayerFormatter.teamRowDetail(of: player) == "GK")
    }
}
