import FootballGatherTestSupport
@testable import FootballGatherMVC
import TestSupport

extension Stage {
    /// The coach's Players as the only screen, on a stage of its own, shown and loaded.
    static func players(of world: Backend) async -> Stage {
        let stage = Stage(faults: world.faults) { stage in
            [PlayerListViewController(user: world.user, repositories: world.repositories, environment: .scripted(stage.time))]
        }
        await stage.show()
        return stage
    }
}
