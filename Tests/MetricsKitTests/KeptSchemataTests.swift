import Foundation
@testable import MetricsKit
import Testing

/// A run of one module leaves the other modules' schemata in the scratch copy while the package
/// still has the text they replaced, and gives back the package's text where it changed.
struct KeptSchemataTests {
    private let root: String
    private let alpha = PatternModule(domain: "Shop", pattern: "MVC", targets: [
        TargetSources(name: "ShopMVC", path: "Modules/Shop/MVC", kind: .regular, files: ["Modules/Shop/MVC/CartController.swift"]),
    ])
    private let beta = PatternModule(domain: "Shop", pattern: "MVVM", targets: [
        TargetSources(name: "ShopMVVM", path: "Modules/Shop/MVVM", kind: .regular, files: ["Modules/Shop/MVVM/CartViewModel.swift"]),
    ])

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kept-schemata-\(UUID().uuidString)").path
        for (path, text) in [("Modules/Shop/MVC/CartController.swift", "let a = 1\n"), ("Modules/Shop/MVVM/CartViewModel.swift", "let b = 1\n")] {
            try FileManager.default.createDirectory(atPath: "\(root)/\((path as NSString).deletingLastPathComponent)", withIntermediateDirectories: true)
            try text.write(toFile: "\(root)/\(path)", atomically: true, encoding: .utf8)
        }
    }

    /// The record after a whole run that mutated both modules.
    private func wholeRun() -> KeptSchemata {
        KeptSchemata(kept: [:], written: [
            "Modules/Shop/MVC/CartController.swift": "let a = (__activeMutant == 10001 ? 0 : 1)\n",
            "Modules/Shop/MVC/\(MutantSchema.activationFileName)": MutantSchema.activationSource,
            "Modules/Shop/MVVM/CartViewModel.swift": "let b = (__activeMutant == 20001 ? 0 : 1)\n",
            "Modules/Shop/MVVM/\(MutantSchema.activationFileName)": MutantSchema.activationSource,
        ], modules: [alpha, beta], root: root)
    }

    @Test func aRunOfOneModuleKeepsTheOthersSchemata() throws {
        let record = wholeRun()
        #expect(record.files["Modules/Shop/MVC/CartController.swift"]?.module == "Shop/MVC")
        #expect(record.files["Modules/Shop/MVC/CartController.swift"]?.original == "let a = 1\n")
        #expect(record.files["Modules/Shop/MVC/\(MutantSchema.activationFileName)"]?.original == nil)

        let kept = record.kept(except: ["Shop/MVVM"], root: root)
        #expect(Set(kept.keys) == ["Modules/Shop/MVC/CartController.swift", "Modules/Shop/MVC/\(MutantSchema.activationFileName)"])
        #expect(kept["Modules/Shop/MVC/CartController.swift"]?.text == "let a = (__activeMutant == 10001 ? 0 : 1)\n")
    }

    @Test func aChangedFileOrAGoneFolderGetsThePackagesTextBack() throws {
        let record = wholeRun()
        try "let a = 2\n".write(toFile: "\(root)/Modules/Shop/MVC/CartController.swift", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: "\(root)/Modules/Shop/MVVM")

        let kept = record.kept(except: [], root: root)
        #expect(Set(kept.keys) == ["Modules/Shop/MVC/\(MutantSchema.activationFileName)"])
    }

    @Test func theRecordSurvivesASaveAndAnUnreadableOneIsEmpty() throws {
        let path = "\(root)/schemata.json"
        try wholeRun().save(to: path)
        #expect(KeptSchemata.load(from: path) == wholeRun())

        try "not json".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(KeptSchemata.load(from: path).files.isEmpty)
        #expect(KeptSchemata.load(from: "\(root)/missing.json").files.isEmpty)
    }

    @Test func aFileOfNoModuleIsNotRecorded() {
        let record = KeptSchemata(kept: [:], written: ["Modules/Other/File.swift": "x"], modules: [alpha], root: root)
        #expect(record.files.isEmpty)
    }
}
