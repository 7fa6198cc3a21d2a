import FootballGatherModel
import AppSupport

/// A ``UserRepository`` that consults a `FaultInjector` (keys `users.register`,
/// `users.login`) before delegating to `base`.
public struct FaultInjectingUserRepository: UserRepository {
    private let base: any UserRepository
    private let faults: FaultInjector

    public init(base: any UserRepository, faults: FaultInjector) {
        self.base = base
        self.faults = faults
    }

    public func register(username: String, password: String) async throws(FootballGatherError) -> User {
        try await faults.check(.register)
        return try await base.register(username: username, password: password)
    }

    public func login(username: String, password: String) async throws(FootballGatherError) -> User {
        try await faults.check(.login)
        return try await base.login(username: username, password: password)
    }
}
