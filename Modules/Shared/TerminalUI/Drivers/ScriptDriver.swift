import Foundation

/// Script mode: reads commands line by line, echoes each one and prints the screen after
/// it, with virtual time and no escapes: everything it prints goes through the renderer,
/// which makes control characters visible, and lines end at `\n`, `\r\n` or `\r` alike. The same script prints the same bytes every run,
/// for every pattern.
@MainActor
public struct ScriptDriver {
    /// Handles lines starting with `@` (test directives such as `@fail players.update`):
    /// returns the line to print, or throws a ``CommandError``.
    public typealias DirectiveHandler = @MainActor (String) async throws(CommandError) -> String

    private let session: Session
    private let renderer: ScreenRenderer
    private let directives: DirectiveHandler?
    private let write: (String) -> Void

    public init(
        session: Session,
        renderer: ScreenRenderer = ScreenRenderer(),
        directives: DirectiveHandler? = nil,
        write: @escaping (String) -> Void
    ) {
        self.session = session
        self.renderer = renderer
        self.directives = directives
        self.write = write
    }

    /// Runs the script: the first screen (after `link`, if given at launch), then every line
    /// in turn, until `quit` or the end.
    public func run(_ lines: some Sequence<String>, opening link: String? = nil) async {
        await start(opening: link)
        for line in InputLines.split(lines) {
            guard await perform(line) else { return }
        }
    }

    /// Starts the app and prints its first screen (after `link`, if given at launch).
    public func start(opening link: String? = nil) async {
        if let error = await session.start(opening: link) {
            write(renderer.error(error) + "\n")
        }
        write(renderer.render(session.screen) + "\n")
    }

    /// Carries out one line and prints what script mode prints for it: its echo, then the
    /// screen, the message or the error. Returns false once the line was `quit`. A line
    /// over ``InputLines/maximumLineBytes`` is not carried out: its beginning is echoed,
    /// then the error.
    @discardableResult
    public func perform(_ rawLine: String) async -> Bool {
        guard !InputLines.isOverLong(rawLine) else {
            // Refused before any work on it: only its beginning is echoed.
            let beginning = InputLines.beginning(of: rawLine).trimmingCharacters(in: .whitespaces)
            write("\n" + renderer.echo(beginning) + "\n" + renderer.error(InputLines.overLongMessage) + "\n")
            return true
        }
        let line = rawLine.trimmingCharacters(in: .whitespaces)
        if line.isEmpty { return true }
        if line.hasPrefix("#") {
            write("\n" + renderer.echo(line, prompt: false) + "\n")
            return true
        }
        write("\n" + renderer.echo(line) + "\n")
        if line.hasPrefix("@") {
            write(renderer.message(await directive(line)) + "\n")
            await session.waitUntilIdle()
            return true
        }
        switch await session.execute(line) {
        case .nothing: break
        case .screen: write(renderer.render(session.screen) + "\n")
        case .text(let text): write(renderer.message(text) + "\n")
        case .error(let message): write(renderer.error(message) + "\n")
        case .quit: return false
        }
        return true
    }

    private func directive(_ line: String) async -> String {
        guard let directives else { return "error: directives (lines starting with @) are not available here" }
        do {
            return try await directives(String(line.dropFirst()))
        } catch {
            return "error: \(error.message)"
        }
    }
}
