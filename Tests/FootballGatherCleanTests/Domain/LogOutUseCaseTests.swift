@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor
@Suite struct LogOutUseCaseTests {
    @Test func endsTheSessionOnAFreshLogin() {
        let appState = AppState.signedIn()
        appState.routing.path = [.players, .history]
        appState.login.username = "typed before"

        DefaultLogOutUseCase(appState: appState).logOut()

        #expect(appState.session == nil)
        #expect(appState.routing.path == [.login])
        #expect(appState.login == AppState.Login())
    }
}
