@testable import FootballGatherVIP

/// The Gather scene's Models namespace, which the Model's `Gather` entity makes ambiguous in
/// a file that imports both modules.
typealias GatherScene = FootballGatherVIP.Gather
