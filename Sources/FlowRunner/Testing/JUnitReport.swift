import FlowSpec

/// A `TestReport` as JUnit XML (`flowc test --junit FILE`), the report CI services read: a
/// `testsuite` per module, a `testcase` per script, a `failure` for each script that failed
/// (the located error as its message and text), and an `error` case for a module whose scripts
/// could not run. Each suite's coverage is in its `properties`. No times: the report of a run
/// is the same every time.
public enum JUnitReport {
  /// The report as an XML document.
  public static func render(_ report: TestReport) -> String {
    let tests = report.suites.reduce(0) { $0 + max($1.cases.count, $1.problem == nil ? 0 : 1) }
    let failures = report.suites.reduce(0) { $0 + $1.failures }
    let errors = report.suites.count { $0.problem != nil }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"flowc test\" tests=\"\(tests)\" failures=\"\(failures)\""
    xml += " errors=\"\(errors)\">\n"
    for suite in report.suites { xml += render(suite) }
    return xml + "</testsuites>\n"
  }

  private static func render(_ suite: TestReport.Suite) -> String {
    let name = XMLText.escaped(suite.name)
    let tests = suite.problem == nil ? suite.cases.count : max(suite.cases.count, 1)
    var xml = "  <testsuite name=\"\(name)\" tests=\"\(tests)\" failures=\"\(suite.failures)\""
    xml += " errors=\"\(suite.problem == nil ? 0 : 1)\" skipped=\"0\">\n"
    if let coverage = suite.coverage, suite.problem == nil {
      xml += "    <properties>\n"
      for kind in TestReport.kinds {
        let figure = coverage[keyPath: kind.figure]
        xml += "      <property name=\"coverage.\(kind.property)\" value=\"\(figure.summary)\"/>\n"
      }
      xml += "    </properties>\n"
    }
    if let problem = suite.problem {
      let text = XMLText.escaped(problem)
      xml += "    <testcase classname=\"\(name)\" name=\"(module)\">\n"
      xml += "      <error message=\"\(text)\" type=\"module\">\(text)</error>\n"
      xml += "    </testcase>\n"
    }
    for script in suite.cases {
      xml += "    <testcase classname=\"\(name)\" name=\"\(XMLText.escaped(script.name))\""
      xml += " file=\"\(XMLText.escaped(script.path))\""
      guard let failure = script.failure else {
        xml += "/>\n"
        continue
      }
      let text = XMLText.escaped(failure)
      xml += ">\n      <failure message=\"\(text)\" type=\"walkthrough\">\(text)</failure>\n"
      xml += "    </testcase>\n"
    }
    return xml + "  </testsuite>\n"
  }
}
