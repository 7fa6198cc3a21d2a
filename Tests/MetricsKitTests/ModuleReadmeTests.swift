import Foundation
import Testing

/// Every pattern module's README has the same sections in the same order, so a reader who
/// knows one finds their way in the other thirteen: the roles, one action traced (drawn from the running code),
/// what the pattern made easy and hard, and the same scene in the other patterns. What only one
/// pattern needs (CIS's scenario tables, VIP beside CIS) is a subsection of these.
@Suite struct ModuleReadmeTests {
    private static let modules = ["FootballGather", "Countries"].flatMap { domain in
        ["MVC", "MVVM", "VIPER", "VIP", "CIS", "Clean", "Reactor"].map { "Modules/\(domain)/\($0)/README.md" }
    }

    @Test(arguments: modules)
    func hasTheSameSectionsInTheSameOrder(path: String) throws {
        let text = try String(contentsOfFile: "\(WorkspaceQuickReport.root)/\(path)", encoding: .utf8)
        let sections = text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        try #require(sections.count == 4, "\(sections)")
        #expect(sections[0] == "Roles")
        #expect(sections[1].hasPrefix("One action traced: "))
        #expect(sections[2] == "Made easy, made hard")
        #expect(sections[3].hasSuffix(" in the other patterns"))
    }
}
