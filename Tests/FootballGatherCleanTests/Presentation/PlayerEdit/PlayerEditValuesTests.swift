@testable import FootballGatherCleanPresentation
import FootballGatherModel
import FootballGatherTestSupport
import FootballGatherUI
import Foundation
import Testing

/// The options Player edit offers, as plain values.
@MainActor @Suite struct PlayerEditValuesTests {
    @Test func aListFieldOffersTheDisplayNames() {
        #expect(PlayerEditView.optionTitles(of: .skill) == ["Beginner", "Amateur", "Professional"])
        #expect(PlayerEditView.optionTitles(of: .preferredPosition).first == "Goalkeeper")
        #expect(PlayerEditView.optionTitles(of: .name).isEmpty)
    }
}
