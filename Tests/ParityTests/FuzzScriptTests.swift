import Foundation
import Testing

/// The shrunk script a fuzz failure prints must replay exactly what the walk sent.
@Suite struct FuzzScriptTests {
    @Test func theShellCommandWritesTheScriptByteForByte() throws {
        let lines = [
            "type Name \"\u{1B}]0;x\u{7}\"", "type Name \"a\u{0}1b\"", "# 100% \\n 'quoted' \"both\" \\\\",
            "type Search \"\u{202E}ＪＰＮ\u{200D}\u{9B}31m\"", "select \"🇯🇵 Japan ★\"", "type Name \"\t\u{7F}\u{2028}\u{FEFF}\"",
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", FuzzScript(lines: lines).shellCommand]
        shell.currentDirectoryURL = folder
        try shell.run()
        shell.waitUntilExit()

        let written = try Data(contentsOf: folder.appendingPathComponent(FuzzScript.file))
        #expect(written == Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    @Test func aScriptOfVisibleCharactersPrintsAsItIs() {
        let lines = ["type Username coach", "select \"🇯🇵 Japan ★\"", "type Name O'Brien"]
        let printed = FuzzScript(lines: lines).reproduction("then run it")
        #expect(printed.contains("\n" + lines.joined(separator: "\n") + "\nthen run it"))
        #expect(!printed.contains("printf"))
    }
}
