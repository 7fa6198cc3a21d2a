import AppSupport
import TerminalUI

/// Runs `script` against `app` in script mode with virtual time and returns the transcript.
@MainActor
public func scriptTranscript(
    of script: [String],
    app: any Application,
    time: VirtualTime,
    faults: FaultInjector = FaultInjector(),
    link: String? = nil
) async -> String {
    var output = ""
    let session = Session(app: app, timekeeper: time, blockedWork: { faults.heldCount })
    let driver = ScriptDriver(session: session) { output += $0 }
    await driver.run(script, opening: link)
    return output
}
