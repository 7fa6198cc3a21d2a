import FootballGatherModel
import Observation

/// The History screen's state and intents: the user's ended gathers, newest first.
@MainActor @Observable
final class GatherHistoryViewModel {
    /// Nil until the history has loaded once.
    private(set) var gathers: [Gather]?
    private(set) var isLoading = false
    private(set) var errorMessage: String?

    private let userID: Int64
    private let repository: any GatherRepository

    init(userID: Int64, repository: any GatherRepository) {
        self.userID = userID
        self.repository = repository
    }

    /// Loads the ended gathers; on failure the rows shown before stay.
    func loadGathers() async {
        isLoading = true
        defer { isLoading = false }
        do throws(FootballGatherError) {
            gathers = try await repository.endedGathers(for: userID)
        } catch {
            errorMessage = error.message
        }
    }

    func dismissError() {
        errorMessage = nil
    }
}
