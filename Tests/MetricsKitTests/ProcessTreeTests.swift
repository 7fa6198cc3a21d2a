import Foundation
@testable import MetricsKit
import Testing

/// The process table from `/proc` (Linux) and from `ps` (macOS, and Linux as a check): both
/// must find a process's children, so a cancelled run ends its compiler jobs on either system.
@Suite struct ProcessTreeTests {
    @Test func psOutputReadsAsPidParentAndZombieState() {
        let output = """
              1     0 Ss
            412     1 S+
            413   412 Z
            bad line
            414   412 R+
            """

        #expect(ProcessTree.parse(psOutput: output) == [
            .init(pid: 1, parent: 0, isZombie: false), .init(pid: 412, parent: 1, isZombie: false),
            .init(pid: 413, parent: 412, isZombie: true), .init(pid: 414, parent: 412, isZombie: false),
        ])
        #expect(ProcessTree.descendants(of: 1, in: ProcessTree.parse(psOutput: output)).sorted() == [412, 413, 414])
    }

    @Test func bothTablesFindAShellsChildrenAndTerminateEndsThem() throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "sleep 60 & sleep 60 & wait"]
        try shell.run()
        defer { if shell.isRunning { kill(shell.processIdentifier, SIGKILL) } }
        let root = shell.processIdentifier

        // The shell starts its two children at once; give it a moment, never more than 5 s.
        let deadline = ContinuousClock.now + .seconds(5)
        var children: [pid_t] = []
        while children.count < 2 && ContinuousClock.now < deadline {
            usleep(20_000)
            children = ProcessTree.descendants(of: root)
        }
        let fromPS = ProcessTree.descendants(of: root, in: try #require(ProcessTree.psTable()))

        #expect(children.count == 2)
        #expect(Set(fromPS) == Set(children))

        ProcessTree.terminate(root: root)
        shell.waitUntilExit()
        for child in children {
            #expect(kill(child, 0) != 0 || ProcessTree.table().contains { $0.pid == child && $0.isZombie }, "child \(child) still running")
        }
    }
}
