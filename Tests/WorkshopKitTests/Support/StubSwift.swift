import Foundation

/// A stand-in for `swift`, first on the PATH of a workshop process under test: every call is
/// recorded (its pid, its parent's and its arguments) and what `build` and `test` do comes from
/// the environment, so a test makes a build pass, fail with a compiler error, or hang until it
/// is stopped, in a second instead of the minutes a real build takes.
struct StubSwift {
    /// What a `build` or `test` call does.
    enum Behaviour: String {
        case pass, fail, hang
    }

    /// One call: the stub's pid (a hanging call keeps it: it `exec`s `sleep`), its parent's,
    /// and its arguments.
    struct Call: Equatable {
        var pid: pid_t
        var parent: pid_t
        var arguments: String
    }

    let folder: String

    static let script = """
        #!/bin/bash
        printf '%s %s %s\\n' "$$" "$PPID" "$*" >> "$STUB_SWIFT_FOLDER/calls"
        if [[ " $* " == *" --show-bin-path "* ]]; then echo "$STUB_SWIFT_FOLDER/bin"; exit 0; fi
        case $1 in
          build) behaviour=$STUB_SWIFT_BUILD ;;
          test) behaviour=$STUB_SWIFT_TEST ;;
          *) behaviour=pass ;;
        esac
        case $behaviour in
          fail) echo "Building for debugging..."; echo "$STUB_SWIFT_ERROR"; exit 1 ;;
          hang) echo "[57/463] Compiling SwiftASN1 ASN1.swift"; exec sleep 600 ;;
          *) exit 0 ;;
        esac

        """

    /// The stub in a new folder, with `bin/<app>` printing `appPrints` for the acceptance journey.
    static func make(app: String = "greeter", appPrints: String = "") throws -> StubSwift {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stub-swift-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: "\(folder)/bin", withIntermediateDirectories: true)
        try write(script, to: "\(folder)/swift")
        try write("#!/bin/bash\nprintf '%b' '\(appPrints)'\n", to: "\(folder)/bin/\(app)")
        return StubSwift(folder: folder)
    }

    private static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    /// The environment of a workshop process that finds this stub as `swift`.
    func environment(build: Behaviour, test: Behaviour = .pass, compilerError: String = "") -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "\(folder):\(environment["PATH"] ?? "/usr/bin:/bin")"
        environment["STUB_SWIFT_FOLDER"] = folder
        environment["STUB_SWIFT_BUILD"] = build.rawValue
        environment["STUB_SWIFT_TEST"] = test.rawValue
        environment["STUB_SWIFT_ERROR"] = compilerError
        return environment
    }

    /// The calls so far, in order.
    func calls() -> [Call] {
        let text = (try? String(contentsOfFile: "\(folder)/calls", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, let pid = pid_t(fields[0]), let parent = pid_t(fields[1]) else { return nil }
            return Call(pid: pid, parent: parent, arguments: String(fields[2]))
        }
    }

    /// The first call whose arguments start with `prefix`, once it is made; nil (after
    /// `limit`) when it never is.
    func waitForCall(startingWith prefix: String, within limit: Duration) async throws -> Call? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let call = calls().first(where: { $0.arguments.hasPrefix(prefix) }) { return call }
            try await Task.sleep(for: .milliseconds(20))
        }
        return nil
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
