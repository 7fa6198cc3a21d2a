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
        if let error = await session.start(opening: link) {
            write(renderer.error(error) + "\n")
        }
        write(renderer.render(session.screen) + "\n")
        for rawLine in InputLines.split(lines) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                write("\n" + renderer.echo(line, prompt: false) + "\n")
                continue
            }
            write("\n" + renderer.echo(line) + "\n")
            if line.hasPrefix("@") {
                write(renderer.message(await directive(line)) + "\n")
                await session.waitUntilIdle()
                continue
            }
            switch await session.execute(line) {
            case .nothing: break
            case .screen: write(renderer.render(session.screen) + "\n")
            case .text(let text): write(renderer.message(text) + "\n")
            case .error(let message): write(renderer.error(message) + "\n")
            case .quit: return
            }
        }
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
