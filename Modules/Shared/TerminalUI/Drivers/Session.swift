import Foundation

/// One run of an app, like `UIApplication`: it carries out typed lines against the visible
/// screen and knows when the app is idle. Both drivers are built on it.
@MainActor
public final class Session {
    /// What came of one typed line.
    public enum Reply: Equatable, Sendable {
        /// Nothing to do (a blank line or a comment).
        case nothing
        /// The command ran; the screen is worth showing.
        case screen
        /// Text to show instead of the screen (help).
        case text(String)
        /// The one-line error to show; nothing changed.
        case error(String)
        case quit
    }

    public let app: any Application
    private let timekeeper: any Timekeeper
    private let blockedWork: @MainActor () -> Int
    private let linkExample: String?
    private let titleExample: String?

    /// - Parameters:
    ///   - timekeeper: virtual time in script mode, real time interactively; the app's
    ///     clock must be `timekeeper.clock`, so idle detection sees its sleepers.
    ///   - blockedWork: how many tracked tasks are blocked on purpose (held by a test),
    ///     which idle detection must not wait for.
    ///   - linkExample: the app's own link to suggest when `open` gets something that is
    ///     not a link; `nil` for an app that opens no links.
    ///   - titleExample: one of the app's own titles with a space (`Add player`), shown in
    ///     usage errors as how to quote a title; `nil` shows none.
    public init(
        app: any Application,
        timekeeper: any Timekeeper,
        blockedWork: @escaping @MainActor () -> Int = { 0 },
        linkExample: String? = nil,
        titleExample: String? = nil
    ) {
        self.app = app
        self.timekeeper = timekeeper
        self.blockedWork = blockedWork
        self.linkExample = linkExample
        self.titleExample = titleExample
    }

    /// The visible screen now.
    public var screen: Screen {
        app.navigationController.currentScreen
    }

    /// Starts the app, opens `link` if one was given at launch, and waits until the first
    /// screen has settled. Returns the error to show if the link could not be opened.
    @discardableResult
    public func start(opening link: String? = nil) async -> String? {
        app.start()
        await waitUntilIdle()
        guard let link else { return nil }
        if let error = openLink(link) { return error }
        await waitUntilIdle()
        return nil
    }

    /// Parses, checks and carries out one line, then waits until the app is idle.
    public func execute(_ line: String) async -> Reply {
        let resolution: CommandResolver.Resolution
        do {
            guard let command = try CommandParser.parse(line, titleExample: titleExample) else { return .nothing }
            resolution = try CommandResolver.resolve(command, on: screen)
        } catch {
            return .error(error.message)
        }
        switch resolution {
        case .event(let event):
            app.navigationController.send(event)
        case .back:
            app.navigationController.goBack()
        case .wait(let seconds):
            await wait(.seconds(seconds))
        case .open(let link):
            if let error = openLink(link) { return .error(error) }
        case .help:
            return .text(HelpText.make(for: screen))
        case .quit:
            return .quit
        }
        await waitUntilIdle()
        return .screen
    }

    /// Lets `duration` pass in steps from one wake-up to the next: nothing can happen on the
    /// clock between two deadlines, so a step lands exactly where a second-by-second walk
    /// would, and a day with nothing asleep is one step. Each wake-up is waited for before
    /// the next step, as before.
    private func wait(_ duration: Duration) async {
        var remaining = duration
        while remaining > .zero {
            // At least a millisecond: on the real clock a wake-up may be due already.
            let step = max(min(timekeeper.timeUntilNextWake ?? remaining, remaining), .milliseconds(1))
            await timekeeper.pass(step)
            await waitUntilIdle()
            remaining -= step
        }
    }

    private func openLink(_ link: String) -> String? {
        guard let url = URL(string: link), url.scheme != nil else {
            guard let linkExample else { return "this app does not open links" }
            return "\"\(link)\" is not a link (try \(linkExample))"
        }
        return app.open(url) ? nil : "this app does not open links"
    }

    /// Returns once no tracked work is in flight: every tracked task has finished, is held
    /// on purpose, or is asleep on the clock until a future deadline (a running countdown).
    public func waitUntilIdle() async {
        await app.navigationController.activity.waitUntilIdle { [blockedWork, timekeeper] in
            blockedWork() + timekeeper.sleepingCount
        }
    }
}
