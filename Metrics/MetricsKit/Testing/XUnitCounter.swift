import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Counts the outcomes of an xUnit file with Foundation's `XMLParser`: each `<testcase>` is one
/// test; a `<failure>` or `<error>` inside it fails it, a `<skipped>` skips it.
final class XUnitCounter: NSObject, XMLParserDelegate {
    /// The counts by test target: the part of a test case's `classname` before its first dot.
    private var counts: [String: TestOutputParser.Counts] = [:]
    private var outcome: Outcome?
    private var target = ""

    private enum Outcome { case passed, failed, skipped }

    static func count(_ xml: String) -> TestOutputParser.Counts {
        countByTarget(xml).values.reduce(TestOutputParser.Counts(), +)
    }

    /// The counts of each test target (`classname="Target.Suite"`) in one run of many targets.
    static func countByTarget(_ xml: String) -> [String: TestOutputParser.Counts] {
        let counter = XUnitCounter()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = counter
        // A file cut short (the run was killed) still counts every test case it finished.
        _ = parser.parse()
        return counter.counts
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testcase":
            outcome = .passed
            target = String((attributes["classname"] ?? "").prefix { $0 != "." })
        case "failure", "error": if outcome != nil { outcome = .failed }
        case "skipped": if outcome == .passed { outcome = .skipped }
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == "testcase", let finished = outcome else { return }
        switch finished {
        case .passed: counts[target, default: .init()].passed += 1
        case .failed: counts[target, default: .init()].failed += 1
        case .skipped: counts[target, default: .init()].skipped += 1
        }
        outcome = nil
    }
}
