import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Counts the outcomes of an xUnit file with Foundation's `XMLParser`: each `<testcase>` is one
/// test; a `<failure>` or `<error>` inside it fails it, a `<skipped>` skips it.
final class XUnitCounter: NSObject, XMLParserDelegate {
    private var counts = TestOutputParser.Counts()
    private var outcome: Outcome?

    private enum Outcome { case passed, failed, skipped }

    static func count(_ xml: String) -> TestOutputParser.Counts {
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
        case "testcase": outcome = .passed
        case "failure", "error": if outcome != nil { outcome = .failed }
        case "skipped": if outcome == .passed { outcome = .skipped }
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard name == "testcase", let finished = outcome else { return }
        switch finished {
        case .passed: counts.passed += 1
        case .failed: counts.failed += 1
        case .skipped: counts.skipped += 1
        }
        outcome = nil
    }
}
