import Foundation
@testable import MetricsKit
import Testing

/// The result cache behind re-runs that measure only what changed: a result comes back for the
/// very same inputs only, an edit invalidates exactly the results that read the edited file, a
/// changed toolchain invalidates everything, and a damaged cache is never trusted.
@Suite struct ResultCacheTests {
    private let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("result-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func cache(reading: Bool = true) -> ResultCache<TestResults> {
        ResultCache(directory: folder, phase: "tests", reading: reading, now: { Date(timeIntervalSince1970: 0) })
    }

    private let passed = TestResults(listed: 4, status: "passed", passed: 4, seconds: 1.5)

    @Test func aResultComesBackForTheSameFingerprintOnly() throws {
        let first = cache()
        #expect(first.value(for: "Alpha/MVVM", fingerprint: "a") == nil)
        first.store(passed, for: "Alpha/MVVM", fingerprint: "a")
        try first.save()

        let second = cache()
        #expect(second.value(for: "Alpha/MVVM", fingerprint: "b") == nil)
        #expect(second.value(for: "Alpha/MVVM", fingerprint: "a") == passed)
        #expect(second.value(for: "Alpha/MVVM", fingerprint: "a", where: { $0.listed > 4 }) == nil)
        #expect(second.reused == ["Alpha/MVVM"])
        #expect(second.measured("Alpha/MVVM") == "1970-01-01T00:00:00Z")
    }

    /// A `--patterns MVVM` run must not lose the other patterns' results.
    @Test func aRunThatMeasuresSomeResultsKeepsTheOthers() throws {
        let first = cache()
        first.store(passed, for: "Alpha/MVVM", fingerprint: "a")
        first.store(passed, for: "Alpha/VIPER", fingerprint: "v")
        try first.save()

        let second = cache()
        second.store(TestResults(listed: 5, status: "passed", passed: 5), for: "Alpha/MVVM", fingerprint: "a2")
        try second.save()

        let third = cache()
        #expect(third.value(for: "Alpha/VIPER", fingerprint: "v") == passed)
        #expect(third.value(for: "Alpha/MVVM", fingerprint: "a2")?.listed == 5)
    }

    @Test func noCacheMeasuresAgainButLosesNothing() throws {
        let first = cache()
        first.store(passed, for: "Alpha/MVVM", fingerprint: "a")
        try first.save()

        let ignoring = cache(reading: false)
        #expect(ignoring.value(for: "Alpha/MVVM", fingerprint: "a") == nil)
        try ignoring.save()
        #expect(cache().value(for: "Alpha/MVVM", fingerprint: "a") == passed)
    }

    @Test(arguments: ["", "{", "[1, 2]", "{\"Alpha/MVVM\": {\"fingerprint\": 3}}"])
    func aDamagedCacheIsIgnoredWithOneWarningAndReplaced(content: String) throws {
        let file = "\(folder)/results-tests.json"
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))

        let damaged = cache()
        let warning = try #require(damaged.warning)
        #expect(!warning.contains("\n"))
        #expect(warning.contains(file))
        #expect(damaged.value(for: "Alpha/MVVM", fingerprint: "a") == nil)
        damaged.store(passed, for: "Alpha/MVVM", fingerprint: "a")
        try damaged.save()

        let repaired = cache()
        #expect(repaired.warning == nil)
        #expect(repaired.value(for: "Alpha/MVVM", fingerprint: "a") == passed)
    }

    @Test func noCacheYetIsSilent() {
        #expect(cache().warning == nil)
    }

    // MARK: What the tests read

    private func workspace(_ fixture: Fixture) throws -> Workspace {
        let toolchain = try Toolchain.locate()
        let manifest = try ManifestLoader(root: fixture.root, cacheDirectory: "\(folder)/manifest", toolchain: toolchain).load()
        return try WorkspaceLayout(parityTargetName: "ParityTests").classify(manifest: manifest, root: fixture.root, files: SourceLister(root: fixture.root))
    }

    private func fingerprints(_ workspace: Workspace, toolchain: String = "swift 1") throws -> [String: String] {
        let inputs = TestInputs(workspace: workspace, root: workspace.root, toolchain: toolchain)
        var prints = Dictionary(uniqueKeysWithValues: workspace.modules.map { ($0.id, inputs.fingerprint(of: $0)) })
        prints["parity"] = inputs.parityFingerprint(of: try #require(workspace.parity))
        return prints
    }

    private func changed(_ before: [String: String], _ after: [String: String]) -> Set<String> {
        Set(before.keys.filter { before[$0] != after[$0] })
    }

    private func append(_ text: String, to path: String, in fixture: Fixture) throws {
        let handle = try #require(FileHandle(forWritingAtPath: "\(fixture.root)/\(path)"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func anEditInvalidatesExactlyTheTestResultsThatReadIt() throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let workspace = try workspace(fixture)
        let before = try fingerprints(workspace)
        #expect(try fingerprints(workspace) == before)

        try append("// edited\n", to: "Modules/Alpha/MVVM/List/ListViewModel.swift", in: fixture)
        let moduleEdited = try fingerprints(workspace)
        #expect(changed(before, moduleEdited) == ["Alpha/MVVM", "parity"])

        try append("// edited\n", to: "Tests/AlphaVIPERTests/ListPresenterTests.swift", in: fixture)
        #expect(changed(moduleEdited, try fingerprints(workspace)) == ["Alpha/VIPER"])

        let documented = try fingerprints(workspace)
        try append("More words.\n", to: "Modules/Alpha/MVVM/README.md", in: fixture)
        #expect(changed(documented, try fingerprints(workspace)).isEmpty)

        try append("// edited\n", to: "Modules/Shared/Kit/Kit.swift", in: fixture)
        #expect(changed(documented, try fingerprints(workspace)) == Set(documented.keys))
    }

    @Test func aChangedToolchainInvalidatesEveryResult() throws {
        let fixture = try Fixture.copy("MiniWorkspace")
        defer { fixture.remove() }
        let workspace = try workspace(fixture)
        let before = try fingerprints(workspace, toolchain: "swift 1")
        #expect(changed(before, try fingerprints(workspace, toolchain: "swift 2")) == Set(before.keys))
    }

    // MARK: What a change-cost cell reads

    private func module(_ pattern: String) -> PatternModule {
        PatternModule(
            domain: "Alpha", pattern: pattern,
            targets: [TargetSources(name: "Alpha\(pattern)", path: "Modules/Alpha/\(pattern)", kind: .regular, files: [])],
            testTargets: [TargetSources(name: "Alpha\(pattern)Tests", path: "Tests/Alpha\(pattern)Tests", kind: .test, files: [])]
        )
    }

    private func exercise() throws -> Exercise {
        let exerciseFolder = "\(folder)/exercise"
        try FileManager.default.createDirectory(atPath: "\(exerciseFolder)/solutions", withIntermediateDirectories: true)
        for name in Exercise.requiredFiles + ["solutions/mvvm.patch", "solutions/viper.patch"] {
            try Data("\(name)\n".utf8).write(to: URL(fileURLWithPath: "\(exerciseFolder)/\(name)"))
        }
        let metadata = Exercise.Metadata(id: "alpha-rename", title: "Rename", app: "alpha", domain: "Alpha", minutes: 30, teaches: "The View.")
        return Exercise(metadata: metadata, folder: exerciseFolder)
    }

    private func cellPrints(_ tree: String, toolKey: String = "tool 1", exercise: Exercise) -> [String: String] {
        let inputs = ChangeCostInputs(lsTree: tree, sharedFolders: ["Modules/Shared/Kit"], toolKey: toolKey)
        return [
            "shared": inputs.sharedFingerprint(of: exercise),
            "MVVM": inputs.fingerprint(of: exercise, in: module("MVVM")),
            "VIPER": inputs.fingerprint(of: exercise, in: module("VIPER")),
        ]
    }

    private let tree = """
        100644 blob 1111\tPackage.swift
        100644 blob 2222\tModules/Shared/Kit/Kit.swift
        100644 blob 3333\tModules/Alpha/MVVM/List/ListViewModel.swift
        100644 blob 4444\tModules/Alpha/MVVM/README.md
        100644 blob 5555\tModules/Alpha/VIPER/List/ListPresenter.swift
        100644 blob 6666\tTests/AlphaVIPERTests/ListPresenterTests.swift
        100644 blob 7777\tModules/Alpha/MVVMExtra/Other.swift
        """

    @Test func aChangeCostCellIsInvalidatedByWhatItReadsOnly() throws {
        let exercise = try exercise()
        let before = cellPrints(tree, exercise: exercise)

        let moduleEdited = tree.replacingOccurrences(of: "3333", with: "3334")
        #expect(changed(before, cellPrints(moduleEdited, exercise: exercise)) == ["MVVM"])
        let testEdited = tree.replacingOccurrences(of: "6666", with: "6667")
        #expect(changed(before, cellPrints(testEdited, exercise: exercise)) == ["VIPER"])
        // A folder whose name only starts like the module's is not the module's.
        let neighbourEdited = tree.replacingOccurrences(of: "7777", with: "7778")
        #expect(changed(before, cellPrints(neighbourEdited, exercise: exercise)).isEmpty)
        let readmeEdited = tree.replacingOccurrences(of: "4444", with: "4445")
        #expect(changed(before, cellPrints(readmeEdited, exercise: exercise)).isEmpty)

        let sharedEdited = tree.replacingOccurrences(of: "2222", with: "2223")
        #expect(changed(before, cellPrints(sharedEdited, exercise: exercise)) == Set(before.keys))
        let manifestEdited = tree.replacingOccurrences(of: "1111", with: "1112")
        #expect(changed(before, cellPrints(manifestEdited, exercise: exercise)) == Set(before.keys))
        #expect(changed(before, cellPrints(tree, toolKey: "tool 2", exercise: exercise)) == Set(before.keys))

        try Data("another solution\n".utf8).write(to: URL(fileURLWithPath: exercise.solutionPatch(for: "VIPER")))
        #expect(changed(before, cellPrints(tree, exercise: exercise)) == ["VIPER"])
        try Data("another golden\n".utf8).write(to: URL(fileURLWithPath: exercise.golden))
        #expect(changed(before, cellPrints(tree, exercise: exercise)) == Set(before.keys))
    }
}
