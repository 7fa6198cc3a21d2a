import MetricsKit
import Testing

@Suite struct OutputParsingTests {
    @Test func xctestConsoleLines() {
        let console = """
            Test Suite 'Selected tests' started at 2026-11-22 02:44:40.590
            Test Case 'XT.testOne' started at 2026-11-22 02:44:40.602
            Test Case 'XT.testOne' passed (0.005 seconds)
            Test Case 'XT.testTwo' failed (0.0 seconds)
            Test Case 'XT.testThree' skipped (0.0 seconds)
            \t Executed 3 tests, with 1 failure (0 unexpected) in 0.005 (0.005) seconds
            """
        #expect(TestOutputParser.xctest(console: console) == .init(passed: 1, failed: 1, skipped: 1))
    }

    @Test func swiftTestingXUnit() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite name="TestResults" errors="0" tests="3" failures="1" skipped="0" time="0.007">
                <testcase classname="ATests" name="many(x:)" time="0.006" />
                <testcase classname="ATests" name="positive()" time="0.001" />
                <testcase classname="ATests" name="failing()" time="0.006" >
                  <failure message="Expectation failed" />
                </testcase>
              </testsuite>
            </testsuites>
            """
        #expect(TestOutputParser.xunit(xml) == .init(passed: 2, failed: 1))
        #expect(TestOutputParser.xunit("") == .init())
    }

    @Test func xunitReadsSkipsErrorsAndEscapedNames() {
        let xml = """
            <testsuites><testsuite name="T">
              <testcase classname="A" name="names(&quot;&lt;testcase&quot;)" time="0.1"></testcase>
              <testcase classname="A" name="skipped()"><skipped/></testcase>
              <testcase classname="A" name="crashed()"><error message="signal 11"/></testcase>
            </testsuite></testsuites>
            """
        #expect(TestOutputParser.xunit(xml) == .init(passed: 1, failed: 1, skipped: 1))
    }

    @Test func xunitCutShortCountsTheFinishedCases() {
        let xml = "<testsuites><testsuite name=\"T\"><testcase name=\"a()\"/><testcase name=\"b()\">"
        #expect(TestOutputParser.xunit(xml) == .init(passed: 1))
    }

    @Test func testListCountsPerTarget() {
        let output = """
            [0/1] Planning build
            ATests.XT/testOne
            ATests.failing()
            ATests.many(x:)
            BTests.Suite/check()
            warning: some warning with spaces
            """
        #expect(TestOutputParser.listedTests(output) == ["ATests": 3, "BTests": 1])
    }

    @Test func llvmCovSummaryExport() throws {
        let json = """
            {"data":[{"files":[{"filename":"/p/A.swift","summary":{"lines":{"count":10,"covered":7,"percent":70}}}],
            "totals":{}}],"type":"llvm.coverage.json.export","version":"3.0.1"}
            """
        let coverage = try CoverageReader.parseExport(json)
        #expect(coverage["/p/A.swift"] == Coverage(coveredLines: 7, lines: 10))
        #expect(coverage["/p/A.swift"]?.percent == 70)
    }
}
