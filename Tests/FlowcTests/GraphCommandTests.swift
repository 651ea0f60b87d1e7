import FlowTestSupport
import Foundation
import XCTest

/// `flowc graph` end to end; the DOT output is rendered by Graphviz where it is installed.
final class GraphCommandTests: XCTestCase {
  /// The Example modules.
  static let examples = [
    "AppLaunch", "EventCreation", "OrderDetail", "PhotoEditing", "RepositoryList", "Restaurants",
    "TabbedPhotos",
  ]

  func testMermaidShowsClustersShapesLabelsAndChildLinks() throws {
    let run = try FlowcRun.run(["graph", "Examples/RepositoryList"])
    XCTAssertEqual(run.status, 0, run.stderr)
    let lines = Set(run.stdout.split(separator: "\n").map(String.init))
    XCTAssertTrue(run.stdout.hasPrefix("flowchart LR\n"))
    XCTAssertTrue(lines.contains("  subgraph RepositoryList"))
    XCTAssertTrue(
      lines.contains(
        "    RepositoryList__languagePicker[[\"languagePicker<br>(flow LanguageList)\"]]"))
    XCTAssertTrue(
      lines.contains(
        "    RepositoryList__repositories -.->|\"chooseLanguage / present\"| RepositoryList__languagePicker"
      ))
    XCTAssertTrue(lines.contains("    LanguageList__result_cancelled((\"cancelled\"))"))
    XCTAssertTrue(
      lines.contains("  RepositoryList__languagePicker -.->|\"starts\"| LanguageList__start"))
  }

  func testOneFlowAndTheFlowsItStarts() throws {
    let run = try FlowcRun.run(["graph", "Examples/RepositoryList", "--flow", "LanguageList"])
    XCTAssertEqual(run.status, 0)
    XCTAssertFalse(run.stdout.contains("subgraph RepositoryList"))
    let unknown = try FlowcRun.run(["graph", "Examples/RepositoryList", "--flow", "Nope"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(
      unknown.stderr, "error: there is no flow `Nope`; flows: LanguageList, RepositoryList\n")
  }

  func testEveryExampleRendersWithGraphviz() throws {
    try XCTSkipUnless(
      Tool.isInstalled("dot"),
      "Graphviz is not installed (scripts/install-dependencies installs it)")
    for example in Self.examples {
      let dot = try FlowcRun.run(["graph", "Examples/\(example)", "--format", "dot"])
      XCTAssertEqual(dot.status, 0, dot.stderr)
      XCTAssertTrue(dot.stdout.hasPrefix("digraph flows {"))
      let svg = try FlowcRun.run(["graph", "Examples/\(example)", "--format", "svg"])
      XCTAssertEqual(svg.status, 0, "\(example): \(svg.stderr)")
      XCTAssertTrue(svg.stdout.contains("<svg"), example)
      XCTAssertTrue(svg.stdout.contains("</svg>"), example)
    }
  }

  func testSVGWithoutGraphvizSaysHowToGetIt() throws {
    // `dot` is looked up in PATH: an empty one finds nothing (the program runs as `env dot`).
    let run = try FlowcRun.run(
      ["graph", "Examples/AppLaunch", "--format", "svg"], environment: ["PATH": "/nonexistent"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stdout, "")
    XCTAssertEqual(
      run.stderr,
      "error: --format svg needs Graphviz (`dot`); install it (apt-get install graphviz, brew install graphviz) or use --format dot\n"
    )
  }
}

extension GraphCommandTests {
  /// OrderDetail presents its refund form as a form sheet with detents and handles its swipe-down:
  /// both graphs draw the presentation on the `present` edge and the `dismissed` edge, checked
  /// against golden files (`FLOWC_RECORD=1` rewrites them).
  func testPresentationsAndDismissedTransitionsAreDrawn() throws {
    for (format, name) in [
      ("mermaid", "graph-order-detail.mmd"), ("dot", "graph-order-detail.dot"),
    ] {
      let run = try FlowcRun.run(["graph", "Examples/OrderDetail", "--format", format])
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertTrue(
        run.stdout.contains("refund / present (style: formSheet, detents: [medium, large])"),
        run.stdout)
      XCTAssertTrue(run.stdout.contains("dismissed (swipe) / stay"), run.stdout)
      let url = Repository.url("Tests/FlowcTests/Golden/\(name)")
      if let failure = Golden.check(run.stdout, against: url) { XCTFail(failure) }
    }
  }
}

extension GraphCommandTests {
  /// TabbedPhotos' tab container draws an edge from its start to each tab: the first selected at
  /// start, the others reached by `selectTab`; each tab links to its flow's cluster.
  func testTabsAreDrawnFromTheContainersStart() throws {
    for (format, name) in [
      ("mermaid", "graph-tabbed-photos.mmd"), ("dot", "graph-tabbed-photos.dot"),
    ] {
      let run = try FlowcRun.run(
        ["graph", "Examples/TabbedPhotos", "--flow", "PhotoApp", "--format", format])
      XCTAssertEqual(run.status, 0, run.stderr)
      XCTAssertTrue(run.stdout.contains("tab 1, selected"), run.stdout)
      XCTAssertTrue(run.stdout.contains("tab 2, selectTab"), run.stdout)
      let url = Repository.url("Tests/FlowcTests/Golden/\(name)")
      if let failure = Golden.check(run.stdout, against: url) { XCTFail(failure) }
    }
  }
}
