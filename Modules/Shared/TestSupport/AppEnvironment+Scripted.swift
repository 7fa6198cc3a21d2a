import AppSupport
import Foundation
import TerminalUI

extension AppEnvironment {
    /// The environment script mode gives an app: `time`'s clock, its moving `now`, and UTC,
    /// so dates and countdowns print the same in every run.
    public static func scripted(_ time: VirtualTime) -> AppEnvironment {
        AppEnvironment(clock: time.clock, now: { time.now() }, timeZone: TimeZone(identifier: "UTC")!)
    }
}
