import FootballGatherModel

/// What a scene tells the parent it hands its flow up to: the one list CIS's and Reactor's
/// `FlowSpy` each record, in order, whatever their patterns call the delegate.
public enum FlowEvent: Equatable, Sendable {
    case signedIn(User)
    case loggedOut
    case playerAdded(Player)
    case playerSaved(Player)
    /// Player details passed an edit on (only CIS's details have a parent to tell).
    case playerUpdated(Player)
    case gatherEnded
    case confirmedGatherEnded
}
