import FootballGatherCleanDomain
import FootballGatherModel
import FootballGatherUI
import TerminalUI

/// The Login screen. What is typed, the switch, the request in flight and its error are
/// this view's own state (SwiftUI's `@State`); the buttons call the use cases with it.
public final class LoginView: ViewController {
    /// What the view owns.
    struct State: Equatable {
        var username = ""
        var password = ""
        var rememberMe = LoginSettings.default.rememberMe
        var isLoading = false
        var errorMessage: String?
    }

    private let restore: any RestoreLoginUseCase
    private let logIn: any LogInUseCase
    private let register: any RegisterUserUseCase
    private(set) var state = State() {
        didSet { setNeedsDisplay() }
    }

    public init(restore: any RestoreLoginUseCase, logIn: any LogInUseCase, register: any RegisterUserUseCase) {
        self.restore = restore
        self.logIn = logIn
        self.register = register
        super.init()
    }

    override public var screen: Screen {
        LoginScreen.make(
            username: state.username,
            password: state.password,
            rememberMe: state.rememberMe,
            isLoading: state.isLoading,
            errorMessage: state.errorMessage
        )
    }

    override public func handle(_ event: Event) {
        guard let event = LoginScreen.Event(event) else { return }
        switch event {
        case .edit(.username, let text): state.username = text
        case .edit(.password, let text): state.password = text
        case .toggle(.rememberMe, let isOn): state.rememberMe = isOn
        case .tap(.login): signIn(registering: false)
        case .tap(.register): signIn(registering: true)
        case .dismissError: state.errorMessage = nil
        }
    }

    /// "Remember me" as saved, and the remembered username unless one is being typed.
    override public func viewWillAppear() {
        run { [weak self, restore] () throws(FootballGatherError) in
            let settings = try await restore.restore()
            self?.state.rememberMe = settings.rememberMe
            if let remembered = settings.prefilledUsername, self?.state.username.isEmpty == true {
                self?.state.username = remembered
            }
        }
    }

    private func signIn(registering: Bool) {
        let credentials = Credentials(username: state.username, password: state.password)
        let rememberMe = state.rememberMe
        run { [logIn, register] () throws(FootballGatherError) in
            if registering {
                try await register.register(credentials, rememberMe: rememberMe)
            } else {
                try await logIn.logIn(credentials, rememberMe: rememberMe)
            }
        }
    }

    /// One request at a time, with the loading indicator; a failure shows as an error alert.
    private func run(_ work: @escaping @MainActor () async throws(FootballGatherError) -> Void) {
        guard !state.isLoading else { return }
        state.isLoading = true
        perform { [weak self] in
            do throws(FootballGatherError) {
                try await work()
            } catch {
                self?.state.errorMessage = error.message
            }
            self?.state.isLoading = false
        }
    }
}
