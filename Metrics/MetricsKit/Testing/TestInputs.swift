import Foundation

/// What each test run reads, as fingerprints for the result cache. A module's own tests read
/// its sources and test sources, the shared modules and the manifest; the parity suite reads
/// every pattern module's sources, the shared modules, its own folder (journeys and goldens
/// too) and the manifest. So an edit to one module invalidates that module's results and the
/// parity suite's, nothing else; an edit to a shared module or the manifest, all of them.
struct TestInputs {
    let workspace: Workspace
    let root: String
    let toolchain: String

    static let parityID = "parity"

    func fingerprint(of module: PatternModule) -> String {
        var fingerprint = InputFingerprint(toolchain: toolchain, purpose: "tests \(module.id)")
        fingerprint.add(files: inputs(of: module), root: root)
        return fingerprint.value
    }

    func parityFingerprint(of parity: TargetSources) -> String {
        var fingerprint = InputFingerprint(toolchain: toolchain, purpose: "parity \(parity.name)")
        fingerprint.add(files: parityInputs(of: parity), root: root)
        return fingerprint.value
    }

    /// The files a module's own tests read, relative to the package.
    func inputs(of module: PatternModule) -> [String] {
        (module.targets + module.testTargets).flatMap { files(under: $0.path) } + common
    }

    /// The files the parity suite reads, relative to the package.
    func parityInputs(of parity: TargetSources) -> [String] {
        files(under: parity.path) + workspace.modules.flatMap(\.targets).flatMap { files(under: $0.path) } + common
    }

    /// The manifest, the resolved versions and every file of the shared modules.
    private var common: [String] {
        ["Package.swift", "Package.resolved"] + workspace.shared.map(\.target).flatMap { files(under: $0.path) }
    }

    /// Every file under `folder` but documentation (`.md`), which no build reads.
    private func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: "\(root)/\(folder)") else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".md") { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(root)/\(folder)/\(path)", isDirectory: &isFolder), !isFolder.boolValue {
                files.append("\(folder)/\(path)")
            }
        }
        return files
    }
}
