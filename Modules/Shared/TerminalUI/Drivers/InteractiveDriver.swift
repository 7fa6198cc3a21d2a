import Foundation
import Observation

/// Interactive mode: draws the screen, redraws it whenever it changes (the running timer
/// counts down live) and carries out each line the user types.
@MainActor
public final class InteractiveDriver {
    private let session: Session
    private let renderer: ScreenRenderer
    private let input: AsyncStream<String>
    private let write: (String) -> Void
    private var lastDrawn: Screen?
    private var message = "Type help to see what you can do."

    public init(session: Session, renderer: ScreenRenderer, input: AsyncStream<String>, write: @escaping (String) -> Void) {
        self.session = session
        self.renderer = renderer
        self.input = input
        self.write = write
    }

    /// Runs until `quit` or the end of input.
    public func run(opening link: String? = nil) async {
        session.app.navigationController.onNeedsDisplay = { [weak self] in self?.redrawIfChanged() }
        if let error = await session.start(opening: link) {
            message = renderer.error(error)
        }
        draw()
        let refresher = Task { @MainActor [weak self] in
            // Safety net for changes neither observed nor announced: redraw when the screen differs.
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(200))
                self?.redrawIfChanged()
            }
        }
        defer { refresher.cancel() }
        for await chunk in input {
            for line in InputLines.split([chunk]) {
                guard !InputLines.isOverLong(line) else {
                    message = renderer.error(InputLines.overLongMessage)
                    draw()
                    continue
                }
                switch await session.execute(line) {
                case .nothing: message = ""
                case .screen: message = ""
                case .text(let text): message = renderer.message(text)
                case .error(let error): message = renderer.error(error)
                case .quit:
                    write("\n")
                    return
                }
                draw()
            }
        }
        write("\n")
    }

    private func redrawIfChanged() {
        if session.screen != lastDrawn { draw() }
    }

    private func draw() {
        // Like SwiftUI: whatever observable state the screen reads, a change to it redraws.
        // Observation calls before the change lands, so the redraw waits for the next turn.
        let screen = withObservationTracking { session.screen } onChange: { [weak self] in
            Task { @MainActor [weak self] in self?.redrawIfChanged() }
        }
        lastDrawn = screen
        var text = "\u{1B}[H\u{1B}[2J" + renderer.render(screen) + "\n"
        if !message.isEmpty { text += "\n" + message + "\n" }
        write(text + "\n> ")
    }
}
