import FlowTestSupport
import Foundation
import XCTest

/// `flowc graph` draws where a `back`, `dismiss` or `stay` leads, labels effects on request,
/// explains its edge styles in a legend, and keeps edge labels off the flows' titles in SVG.
final class GraphDestinationTests: XCTestCase {
  private func mermaid(_ arguments: [String]) throws -> Set<String> {
    let run = try FlowcRun.run(["graph"] + arguments)
    XCTAssertEqual(run.status, 0, run.stderr)
    return Set(run.stdout.split(separator: "\n").map(String.init))
  }

  func testBackDismissAndStayGoWhereTheFlowThenIs() throws {
    let auth = try mermaid(["Examples/AppLaunch", "--no-legend"])
    // `authenticating` is pushed from both forms: its `back` returns to either.
    XCTAssertTrue(
      auth.contains("    Auth__authenticating -.->|\"failed / back\"| Auth__signUpForm"), "\(auth)")
    XCTAssertTrue(
      auth.contains("    Auth__authenticating -.->|\"failed / back\"| Auth__logInForm"))
    let orders = try mermaid(["Examples/OrderDetail", "--no-legend"])
    // The refund form is presented by `managerDetail`: dismissing it, or swiping it away and
    // staying, leaves the manager on `managerDetail`.
    XCTAssertTrue(
      orders.contains("    Orders__refundForm -.->|\"close / dismiss\"| Orders__managerDetail"))
    XCTAssertTrue(
      orders.contains(
        "    Orders__refundForm -.->|\"dismissed (swipe) / stay\"| Orders__managerDetail"))
    // A child flow's result handled with `stay`: the screen that started the child is on top.
    let feed = try mermaid(["Examples/PhotoEditing", "--no-legend"])
    XCTAssertTrue(feed.contains("    Feed__editor -.->|\"cancelled / stay\"| Feed__feed"))
    for lines in [auth, orders, feed] {
      for line in lines where line.contains(" / back\"|") || line.contains(" / dismiss\"|") {
        let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        XCTAssertNotEqual(parts.first, parts.last, "a loop: \(line)")
      }
    }
  }

  /// `close` goes back to the screen below where it was pushed and to the presenter where it is
  /// a presented stack's root.
  func testCloseGoesToThePusherAndThePresenter() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-graph-close-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(CloseFixtures.receipt.utf8).write(
      to: folder.appendingPathComponent("Receipt.flow.yaml"))
    let lines = try mermaid([folder.path, "--no-legend"])
    XCTAssertTrue(
      lines.contains("    Receipt__detail -.->|\"close / close\"| Receipt__summary"),
      "\(lines.sorted())")
    XCTAssertTrue(lines.contains("    Receipt__extra -.->|\"close / close\"| Receipt__detail"))
  }

  func testEffectsAreLabelledOnRequest() throws {
    let plain = try FlowcRun.run(["graph", "Examples/OrderDetail"]).stdout
    XCTAssertFalse(plain.contains("do refundOrder"))
    let lines = try mermaid(["Examples/OrderDetail", "--effects"])
    XCTAssertTrue(
      lines.contains(
        "    Orders__refundForm -.->|\"confirm / dismiss<br>do refundOrder\"| Orders__managerDetail"
      ), "\(lines.sorted())")
    XCTAssertTrue(
      lines.contains(
        "    Orders__orderList -->|\"selected [role == .manager] / push<br>set order\"| Orders__managerDetail"
      ))
  }

  func testALegendExplainsTheEdgeStylesUnlessLeftOut() throws {
    let mermaid = try FlowcRun.run(["graph", "Examples/AppLaunch"]).stdout
    XCTAssertTrue(mermaid.contains("  subgraph flowc_legend [\"Legend\"]\n"), mermaid)
    XCTAssertTrue(mermaid.contains("back, dismiss, close, stay, popTo"))
    let dot = try FlowcRun.run(["graph", "Examples/AppLaunch", "--format", "dot"]).stdout
    XCTAssertTrue(dot.contains("subgraph \"cluster_flowc_legend\""), dot)
    XCTAssertTrue(dot.contains("[label=\"present, a tab selected\", style=dashed]"))
    XCTAssertTrue(dot.contains("style=dotted"))
    let without = try FlowcRun.run(["graph", "Examples/AppLaunch", "--no-legend"]).stdout
    XCTAssertFalse(without.contains("Legend"))
  }

  /// In Graphviz's SVG, no edge label's box meets a flow's (cluster's) title.
  func testEdgeLabelsStayOffClusterTitlesInSVG() throws {
    try XCTSkipUnless(
      Tool.isInstalled("dot"),
      "Graphviz is not installed (scripts/install-dependencies installs it)")
    for example in GraphCommandTests.examples {
      for extra in [[], ["--effects"]] {
        let svg = try FlowcRun.run(["graph", "Examples/\(example)", "--format", "svg"] + extra)
        XCTAssertEqual(svg.status, 0, svg.stderr)
        let titles = SVGText.boxes(in: svg.stdout, group: "cluster")
        let labels = SVGText.boxes(in: svg.stdout, group: "edge")
        XCTAssertFalse(titles.isEmpty || labels.isEmpty, example)
        for title in titles {
          for label in labels where title.meets(label) {
            XCTFail("\(example) \(extra): edge label `\(label.text)` covers `\(title.text)`")
          }
        }
      }
    }
  }
}

/// The text of Graphviz's SVG, as boxes: `x`, `y` and `font-size` of each `<text>` in a group of
/// a class, its width estimated from its length (Helvetica averages about 0.55 em a character;
/// Graphviz sizes its own boxes the same way).
struct SVGText {
  let text: String
  let left: Double, top: Double, right: Double, bottom: Double

  func meets(_ other: SVGText) -> Bool {
    left < other.right && other.left < right && top < other.bottom && other.top < bottom
  }

  static func boxes(in svg: String, group: String) -> [SVGText] {
    var boxes: [SVGText] = []
    for part in svg.components(separatedBy: "<g id=").dropFirst()
    where part.hasPrefix("\"") && part.contains("class=\"\(group)\"") {
      for element in part.components(separatedBy: "<text ").dropFirst() {
        guard let x = number("x", in: element), let y = number("y", in: element),
          let start = element.firstIndex(of: ">"),
          let end = element.range(of: "</text>")
        else { continue }
        let size = number("font-size", in: element) ?? 14
        let text = String(element[element.index(after: start)..<end.lowerBound])
        let width = Double(text.count) * size * 0.55
        let left =
          element.contains("text-anchor=\"middle\"")
          ? x - width / 2 : element.contains("text-anchor=\"end\"") ? x - width : x
        boxes.append(
          SVGText(
            text: text, left: left, top: y - size * 0.8, right: left + width,
            bottom: y + size * 0.2))
      }
    }
    return boxes
  }

  private static func number(_ name: String, in element: String) -> Double? {
    guard let range = element.range(of: " \(name)=\"") else { return nil }
    return Double(element[range.upperBound...].prefix { $0 != "\"" })
  }
}
