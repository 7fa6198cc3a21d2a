@testable import MetricsKit
import Testing

@Suite struct MachineLoadTests {
    private func stat(user: Int, system: Int, idle: Int, iowait: Int, guest: Int = 0) -> String {
        "cpu  \(user) 0 \(system) \(idle) \(iowait) 0 0 0 \(guest) 0\ncpu0 1 2 3 4 5 6 7 8 9 10\nintr 12345\n"
    }

    @Test func busyShareIsTheNonIdleShareOfTheJiffiesBetweenTwoReadings() throws {
        // 400 jiffies passed: 150 user, 50 system, 180 idle, 20 waiting for I/O (not busy).
        let share = try #require(MachineLoad.busyShare(
            from: stat(user: 1_000, system: 500, idle: 8_000, iowait: 100),
            to: stat(user: 1_150, system: 550, idle: 8_180, iowait: 120)
        ))
        #expect(abs(share - 0.5) < 1e-9)
    }

    @Test func guestTimeIsNotCountedTwice() throws {
        // The kernel counts guest time inside user time already.
        let share = try #require(MachineLoad.busyShare(
            from: stat(user: 0, system: 0, idle: 0, iowait: 0, guest: 0),
            to: stat(user: 100, system: 0, idle: 100, iowait: 0, guest: 100)
        ))
        #expect(abs(share - 0.5) < 1e-9)
    }

    @Test func unreadableOrStandingStillReadingsGiveNothing() {
        let reading = stat(user: 1, system: 1, idle: 1, iowait: 1)
        #expect(MachineLoad.busyShare(from: reading, to: reading) == nil)
        #expect(MachineLoad.busyShare(from: "intr 1\n", to: reading) == nil)
        #expect(MachineLoad.busyShare(from: reading, to: "cpu  1 2\n") == nil)
    }

    @Test func onlyMoreThanHalfTheMachineBusyIsWorthANote() throws {
        #expect(MachineLoad(busyShare: 0.5, cores: 2).note == nil)
        let note = try #require(MachineLoad(busyShare: 0.8, cores: 2).note)
        #expect(note.contains("other work used 1.6 of its 2 cores"))
    }

    @Test func thisMachineCanBeSampled() throws {
        let load = try #require(MachineLoad.sample(window: .milliseconds(200)))
        #expect((0...1).contains(load.busyShare))
        #expect(load.cores > 0)
    }
}
