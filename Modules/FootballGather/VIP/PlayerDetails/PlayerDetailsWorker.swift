/// Player details' work outside the scene, of which there is none today: the scene shows the
/// player Players handed it and what its editor saved (saving is Player edit's Worker's).
/// The templates give every scene a Worker, and its Interactor holds it behind this protocol,
/// so work the scene gains has its home.
@MainActor
protocol PlayerDetailsWorkerLogic: AnyObject {}

/// The templates' empty Worker.
@MainActor
final class PlayerDetailsWorker: PlayerDetailsWorkerLogic {}
