import Foundation
import MetricsKit

let root = FileManager.default.currentDirectoryPath
let toolchain = try Toolchain.locate()
let manifest = try ManifestLoader(root: root, cacheDirectory: root + "/.build-metrics/cache", toolchain: toolchain).load()
let workspace = try WorkspaceLayout().classify(manifest: manifest, root: root, files: SourceLister(root: root))
let result = try StaticMeasurer().measure(workspace)
for module in result.modules { print(module.id, module.size, module.roles.map { "\($0.name)=\($0.lines.code)" }) }
for module in result.shared { print(module.name, module.domain ?? "-", module.size) }
