@testable import FootballGatherCleanDomain
import FootballGatherModel
import Testing

@MainActor @Suite struct LogOutUseCaseTests {
    @Test func endsTheSessionAndReturnsToLogin() {
        let appState = AppState.signedIn()
        appState.routing.push(.history)

        DefaultLogOutUseCase(appState: appState).logOut()

        #expect(appState.session == nil)
        #expect(appState.routing.path == [.login])
    }
}
