@testable import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Foundation
import Testing

/// The values Player details shows, as plain values.
@MainActor @Suite struct PlayerDetailsValuesTests {
    @Test func detailsShowADashForWhatIsUnset() {
        let player = Player(id: 1, name: "Zoe")

        #expect(PlayerField.allCases.map { PlayerDetailsView.value(of: $0, of: player) } == ["Zoe", "-", "-", "-", "-"])
    }
}
