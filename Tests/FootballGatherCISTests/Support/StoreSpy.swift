@testable import FootballGatherCIS

/// Stands in for a scene's Store in Interactor tests: serves a domain state the test sets
/// and records every mutation the Interactor sends, in order.
@MainActor
final class StoreSpy<DomainState: Sendable, Mutation: Sendable> {
    var domainState: DomainState
    private(set) var mutations: [Mutation] = []

    init(_ domainState: DomainState) {
        self.domainState = domainState
    }

    func execute(_ mutation: Mutation) {
        mutations.append(mutation)
    }
}

extension StoreSpy: Sendable {}

extension StoreSpy: LoginMutatable, HasLoginDomainState
where DomainState == LoginState.DomainState, Mutation == LoginMutation {}

extension StoreSpy: PlayerListMutatable, HasPlayerListDomainState
where DomainState == PlayerListState.DomainState, Mutation == PlayerListMutation {}

extension StoreSpy: PlayerEditMutatable, HasPlayerEditDomainState
where DomainState == PlayerEditState.DomainState, Mutation == PlayerEditMutation {}

extension StoreSpy: ConfirmPlayersMutatable, HasConfirmPlayersDomainState
where DomainState == ConfirmPlayersState.DomainState, Mutation == ConfirmPlayersMutation {}

extension StoreSpy: GatherMutatable, HasGatherDomainState
where DomainState == GatherState.DomainState, Mutation == GatherMutation {}
