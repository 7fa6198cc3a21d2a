import FootballGatherCleanDomain

/// The use cases, each its `Default…` implementation over the AppState and the repositories
/// it needs — and nothing more, so a use case's dependencies are visible here at a glance.
extension AppContainer {
    var goBack: any GoBackUseCase {
        DefaultGoBackUseCase(appState: appState)
    }

    var restoreLogin: any RestoreLoginUseCase {
        DefaultRestoreLoginUseCase(preferences: preferences)
    }

    var logIn: any LogInUseCase {
        DefaultLogInUseCase(appState: appState, accounts: accounts, preferences: preferences)
    }

    var registerUser: any RegisterUserUseCase {
        DefaultRegisterUserUseCase(appState: appState, accounts: accounts, preferences: preferences)
    }

    var logOut: any LogOutUseCase {
        DefaultLogOutUseCase(appState: appState)
    }

    var loadPlayers: any LoadPlayersUseCase {
        DefaultLoadPlayersUseCase(appState: appState, roster: roster)
    }

    var confirmPlayers: any ConfirmPlayersUseCase {
        DefaultConfirmPlayersUseCase(appState: appState)
    }

    var deletePlayer: any DeletePlayerUseCase {
        DefaultDeletePlayerUseCase(appState: appState, roster: roster)
    }

    var showPlayerDetails: any ShowPlayerDetailsUseCase {
        DefaultShowPlayerDetailsUseCase(appState: appState)
    }

    var editPlayer: any EditPlayerUseCase {
        DefaultEditPlayerUseCase(appState: appState, roster: roster)
    }

    var addPlayer: any AddPlayerUseCase {
        DefaultAddPlayerUseCase(appState: appState, roster: roster)
    }

    var startGather: any StartGatherUseCase {
        DefaultStartGatherUseCase(appState: appState, gathers: gathers, now: environment.now)
    }

    var keepScore: any KeepScoreUseCase {
        DefaultKeepScoreUseCase(appState: appState)
    }

    var gatherTimer: any GatherTimerUseCase {
        DefaultGatherTimerUseCase(appState: appState)
    }

    var endGather: any EndGatherUseCase {
        DefaultEndGatherUseCase(appState: appState, gathers: gathers, now: environment.now)
    }

    var showHistory: any ShowHistoryUseCase {
        DefaultShowHistoryUseCase(appState: appState, gathers: gathers)
    }
}
