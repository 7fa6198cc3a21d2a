import FootballGatherCleanDomain
import FootballGatherModel
import Testing

/// Login preferences that answer what the test set up and record every call.
@MainActor
final class PreferencesRepositoryMock: PreferencesRepository {
    enum Action: Equatable {
        case load
        case save(LoginSettings)
    }

    private(set) var actions: [Action] = []
    var loadResponse: Result<LoginSettings, FootballGatherError> = .success(.default)
    var saveResponse: Result<Void, FootballGatherError> = .success(())
    /// Runs inside each call, before it answers: the state while the call is in flight.
    var duringCall: (@MainActor () -> Void)?

    func loginSettings() async throws(FootballGatherError) -> LoginSettings {
        actions.append(.load)
        duringCall?()
        return try loadResponse.get()
    }

    func saveLoginSettings(_ settings: LoginSettings) async throws(FootballGatherError) {
        actions.append(.save(settings))
        try saveResponse.get()
    }

    func verify(_ expected: [Action], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actions == expected, sourceLocation: sourceLocation)
    }
}
