import Foundation
import FootballGatherModel

/// The History scene's side effects: the gathers repository, and the time zone dates are
/// read in (the environment's: UTC in script mode).
protocol GatherHistoryWorkerProtocol: AnyObject, Sendable {
    var timeZone: TimeZone { get }
    func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather]
}

final class GatherHistoryWorker: GatherHistoryWorkerProtocol {
    let timeZone: TimeZone
    private let repository: any GatherRepository

    @MainActor
    init(assembly: SceneAssembly) {
        repository = assembly.repositories.gathers
        timeZone = assembly.environment.timeZone
    }

    func endedGathers(for userID: Int64) async throws(FootballGatherError) -> [Gather] {
        try await repository.endedGathers(for: userID)
    }
}
