import Foundation
@testable import MetricsKit
import Testing

/// The analysis cache behind fast re-runs: a file is parsed again exactly when its bytes
/// changed, another tool build or toolchain starts afresh, and a damaged cache is never trusted.
@Suite struct AnalysisCacheTests {
    private let folder: String
    private let toolchain = Toolchain(swift: "swift", binDirectory: "/usr/bin", identity: "/usr/bin/swift-frontend@1")

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("analysis-cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Asks `cache` for each file and returns the paths it had to parse.
    private func parsed(_ files: [String: String], with cache: AnalysisCache) throws -> Set<String> {
        var parsed: Set<String> = []
        for (path, source) in files {
            let analysis = try cache.analysis(of: path, source: source) { source in
                parsed.insert(path)
                return SourceFileAnalyzer.analyze(source: source)
            }
            #expect(analysis == SourceFileAnalyzer.analyze(source: source))
        }
        return parsed
    }

    private let files = [
        "A/Model.swift": "struct Model {\n    var name = \"\"\n}\n",
        "A/ViewModel.swift": "final class ViewModel {\n    var model = Model()\n}\n",
        "B/View.swift": "import TerminalUI\n\nstruct View {}\n",
    ]

    @Test func aReRunParsesOnlyTheFilesWhoseBytesChanged() throws {
        let key = AnalysisCache.key(toolchain: toolchain)
        let first = AnalysisCache(directory: folder, key: key)
        #expect(try parsed(files, with: first) == Set(files.keys))
        try first.save()

        var edited = files
        edited["A/ViewModel.swift"]! += "// one more line\n"
        let second = AnalysisCache(directory: folder, key: key)
        #expect(try parsed(edited, with: second) == ["A/ViewModel.swift"])
        #expect(second.reusedCount == 2)
        try second.save()

        let third = AnalysisCache(directory: folder, key: key)
        #expect(try parsed(edited, with: third).isEmpty)
    }

    /// A filtered run (`--patterns VIP`) reads some files only; the next whole run must still
    /// find the others in the cache.
    @Test func aRunThatReadsSomeFilesKeepsTheOthers() throws {
        let key = AnalysisCache.key(toolchain: toolchain)
        let whole = AnalysisCache(directory: folder, key: key)
        _ = try parsed(files, with: whole)
        try whole.save()

        let filtered = AnalysisCache(directory: folder, key: key)
        #expect(try parsed(files.filter { $0.key.hasPrefix("B/") }, with: filtered).isEmpty)
        try filtered.save()

        let next = AnalysisCache(directory: folder, key: key)
        #expect(try parsed(files, with: next).isEmpty)
        #expect(next.reusedCount == files.count)
    }

    @Test func anotherToolchainStartsAfreshAndTheOldCacheGoes() throws {
        let old = AnalysisCache(directory: folder, key: AnalysisCache.key(toolchain: toolchain))
        _ = try parsed(files, with: old)
        try old.save()

        var newer = toolchain
        newer.identity = "/usr/bin/swift-frontend@2"
        let key = AnalysisCache.key(toolchain: newer)
        #expect(key != AnalysisCache.key(toolchain: toolchain))
        let fresh = AnalysisCache(directory: folder, key: key)
        #expect(try parsed(files, with: fresh) == Set(files.keys))
        try fresh.save()

        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("analyses-") }
        #expect(left == ["analyses-\(key).json"])
    }

    @Test(arguments: ["", "{not json", "{\"A/Model.swift\": {\"hash\": 1}}", "[1, 2, 3]"])
    func aDamagedCacheIsIgnoredWithOneWarningAndReplaced(content: String) throws {
        let key = AnalysisCache.key(toolchain: toolchain)
        try Data(content.utf8).write(to: URL(fileURLWithPath: "\(folder)/analyses-\(key).json"))

        let damaged = AnalysisCache(directory: folder, key: key)
        let warning = try #require(damaged.warning)
        #expect(warning.contains("ignoring the unreadable analysis cache") && !warning.contains("\n"))
        #expect(try parsed(files, with: damaged) == Set(files.keys))
        try damaged.save()

        let repaired = AnalysisCache(directory: folder, key: key)
        #expect(repaired.warning == nil)
        #expect(try parsed(files, with: repaired).isEmpty)
    }

    /// A file that does not parse is skipped from the cache with its reason, not parsed again;
    /// mended, it is measured.
    @Test func aFileThatDoesNotParseIsKeptWithItsReason() throws {
        let key = AnalysisCache.key(toolchain: toolchain)
        let broken = "struct Broken {\n"
        var parses = 0
        for _ in 0..<2 {
            let cache = AnalysisCache(directory: folder, key: key)
            #expect(throws: SkipReason("does not parse: expected '}' at 1:16")) {
                try cache.analysis(of: "A/Broken.swift", source: broken) { source throws(SkipReason) in
                    parses += 1
                    return try SourceFileAnalyzer.measure(source: source)
                }
            }
            try cache.save()
        }
        #expect(parses == 1)
        let mended = AnalysisCache(directory: folder, key: key)
        #expect(try parsed(["A/Broken.swift": broken + "}\n"], with: mended) == ["A/Broken.swift"])
    }

    @Test func noCacheYetIsEmptyAndSilent() throws {
        let cache = AnalysisCache(directory: "\(folder)/not-yet", key: "k")
        #expect(cache.warning == nil)
        #expect(try parsed(files, with: cache) == Set(files.keys))
        #expect(cache.reusedCount == 0)
    }
}
