import Foundation
import MetricsKit
import Testing

/// Which exercises a change-cost run measures (`--exercise`), and the optional
/// `movesUIFramework` of `exercise.json`.
@Suite struct ExerciseSelectionTests {
    /// A folder of exercises, `exercise.json` only.
    static func exercises(_ files: [String: String]) throws -> (root: String, all: [Exercise]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("exercises-\(UUID().uuidString)").path
        for (id, json) in files {
            try FileManager.default.createDirectory(atPath: "\(root)/Metrics/Exercises/\(id)", withIntermediateDirectories: true)
            try json.write(toFile: "\(root)/Metrics/Exercises/\(id)/exercise.json", atomically: true, encoding: .utf8)
        }
        return (root, try Exercise.all(in: root))
    }

    static func json(_ id: String, _ extra: String = "") -> String {
        #"{"id":"\#(id)","title":"T","app":"alpha","domain":"Alpha","minutes":30,"teaches":"t"\#(extra)}"#
    }

    @Test func anOldExerciseJSONStillDecodesAndMovesNothing() throws {
        let (root, all) = try Self.exercises(["old": Self.json("old"), "port": Self.json("port", #","movesUIFramework":true"#)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(all.map(\.id) == ["old", "port"])
        #expect(all.map(\.movesUIFramework) == [false, true])
        #expect(all[0].metadata.movesUIFramework == nil)
    }

    @Test func onlyTheNamedExercisesAreMeasured() throws {
        let (root, all) = try Self.exercises(["a": Self.json("a"), "b": Self.json("b"), "c": Self.json("c")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try Exercise.selected(["c", "a"], from: all).map(\.id) == ["a", "c"])
        #expect(try Exercise.selected([], from: all).map(\.id) == ["a", "b", "c"])
        #expect(throws: ExerciseError.unknown("no exercise named d, e; the exercises are: a, b, c")) { try Exercise.selected(["a", "d", "e"], from: all) }
        #expect(throws: ExerciseError.unknown("no exercise named a; there is none")) { try Exercise.selected(["a"], from: []) }
    }

    /// `git apply --numstat` names only a rename's new path: both ends are read from the patch.
    @Test func aRenameInAPatchHasBothItsPaths() throws {
        let patch = FileManager.default.temporaryDirectory.appendingPathComponent("rename-\(UUID().uuidString).patch").path
        defer { try? FileManager.default.removeItem(atPath: patch) }
        try """
            diff --git a/M/ListInteractor.swift b/M/ListItems.swift
            similarity index 80%
            rename from M/ListInteractor.swift
            rename to M/ListItems.swift
            index 1111111..2222222 100644
            --- a/M/ListInteractor.swift
            +++ b/M/ListItems.swift
            @@ -1 +1 @@
            -rename from nowhere
            +rename to nowhere
            diff --git a/M/A.swift b/M/A.swift
            index 1111111..2222222 100644

            """.write(toFile: patch, atomically: true, encoding: .utf8)
        #expect(try GitRepository.renames(inPatch: patch) == ["M/ListInteractor.swift": "M/ListItems.swift"])
    }
}
