import Foundation
import MetricsKit
import Testing

/// Issue 20's attribution convention, on the workspace itself: every file of every pattern
/// module has a role by its exact suffix (shared formatting is a `…Formatter` in the pattern's
/// presentation role, app wiring is Assembly, VIPER's Module or Clean's Container), so "Other",
/// which holds only what has no role, is empty, and a new file without a role fails here.
@Suite struct WorkspaceAttributionTests {
    @Test func noPatternModuleHasAFileWithoutARole() throws {
        let report = try WorkspaceQuickReport.get()
        #expect(report.modules.count >= 12)
        for module in report.modules {
            #expect(module.otherFiles == [], "\(module.id)")
        }
    }
}
