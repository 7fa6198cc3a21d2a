import FootballGatherCleanDomain
import FootballGatherModel
import Testing

/// Accounts that answer what the test set up and record every call.
@MainActor
final class AccountRepositoryMock: AccountRepository {
    enum Action: Equatable {
        case register(Credentials)
        case logIn(Credentials)
    }

    private(set) var actions: [Action] = []
    var registerResponse: Result<User, FootballGatherError> = .success(.coach)
    var logInResponse: Result<User, FootballGatherError> = .success(.coach)
    /// Runs inside each call, before it answers: the state while the call is in flight.
    var duringCall: (@MainActor () -> Void)?

    func register(_ credentials: Credentials) async throws(FootballGatherError) -> User {
        actions.append(.register(credentials))
        duringCall?()
        return try registerResponse.get()
    }

    func logIn(_ credentials: Credentials) async throws(FootballGatherError) -> User {
        actions.append(.logIn(credentials))
        duringCall?()
        return try logInResponse.get()
    }

    func verify(_ expected: [Action], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actions == expected, sourceLocation: sourceLocation)
    }
}
