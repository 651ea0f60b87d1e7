import FlowPaths
import FlowRunner
import FlowSpec

/// Writes the tests of one flow (`NAMEFlowTests.swift`): one `@Test` a path, which starts the
/// flow on the doubles, takes the path's steps, and after the start and every step checks
/// the navigation operations, the action calls and the outcome the runner recorded.
struct FlowTestsWriter {
  let module: ValidatedModule
  let flow: Flow
  let paths: [RecordedPath]
  /// The module the tests import (`@testable import`).
  let testedModule: String
  /// Whether the paths were planned with the flow's child flows stood in: each child is then a
  /// double whose screen sends the child's outcomes (`ChildStandIns`).
  var standIns = false

  /// The environment values the flows under test read: the path's other answers are left out
  /// (`Answers` has no place for them).
  var answered: Set<String> {
    Set(doubles.flows.flatMap(\.environment).map(\.name))
  }

  /// The writer of the doubles.
  var doubles: TestDoublesWriter {
    TestDoublesWriter(module: module, flow: flow, suiteName: suiteName, standIns: standIns)
  }

  /// The suite's type: `PhotoEditingFlowTests`.
  var suiteName: String { "\(flow.name)FlowTests" }

  func generate() -> String {
    var w = SwiftWriter()
    w.line(SwiftLine(GeneratedFile.header(source: flow.file)))
    w.line()
    w.line("import Foundation")
    w.line("import Testing")
    w.line()
    w.line("@testable import \(testedModule)")
    w.line()
    w.documentation(
      "The paths of the `\(flow.name)` flow, each run through the generated coordinators. After the start and every step, a test checks the navigation operations, the action calls and the outcome against what `flowc run` did on the same path when the tests were generated."
    )
    w.line("@MainActor")
    w.line("@Suite(\(SwiftLiteral.string("\(flow.name) flow")))")
    w.block("struct \(suiteName) {") { body in
      var names = Set<String>()
      for (index, path) in paths.enumerated() {
        if index > 0 { body.line() }
        var name = SwiftNaming.function(path.path.name)
        var number = 2
        while !names.insert(name).inserted {
          name = SwiftNaming.function(path.path.name) + String(number)
          number += 1
        }
        test(path, named: name, &body)
      }
    }
    w.line()
    doubles.write(&w)
    return w.text
  }

  /// The indentation of a test's statements.
  private static let indent = 4

  private func test(_ path: RecordedPath, named name: String, _ w: inout SwiftWriter) {
    let answered = self.answered
    w.documentation(path.path.summary)
    w.line("@Test(\(SwiftLiteral.string(path.path.name)))")
    w.block("func \(name)() {") { body in
      body.line("let app = Doubles()")
      for answer in path.environment where answered.contains(answer.name) {
        assign(answer, &body)
      }
      let inputs = SwiftValueText.arguments(path.inputs, flow.inputs)
      body.expression(
        .call("app.start", [.init(value: .call(".init", labelled: inputs))]), indent: Self.indent)
      expect(path.start, &body)
      for step in path.steps {
        body.line(SwiftLine("// " + SwiftComment.text(trimmed(step.line))))
        switch step.input {
        case .event(let flowName, let screen, let event, let payload, let handled):
          let standIn =
            standIns
            && ChildStandIns.isStandIn(screen: screen, of: flowName, planned: flow.name)
          let events =
            standIn
            ? module.flow(named: flowName)?.results
            : module.flow(named: flowName)?.screen(named: screen)?.events
          let parameters = events?.first { $0.name == event }?.parameters ?? []
          let type =
            standIn
            ? "\(flowName)Coordinator.Outcome"
            : "\(flowName)Coordinator.\(SwiftNaming.upper(screen))Event"
          var arguments = [
            SwiftExpression.Argument(
              value: SwiftValueText.apply(
                "\(type).\(SwiftIdentifier.escaped(event))",
                SwiftValueText.arguments(payload, parameters)))
          ]
          if !handled {
            arguments.append(.init(label: "expecting", value: .atom(".ignored(.noTransition)")))
          }
          body.expression(.call("app.send", arguments), indent: Self.indent)
        case .back: body.line("app.back()")
        case .dismiss: body.line("app.swipe()")
        case .selectTab(let tab): body.line(SwiftLine("app.selectTab(\(SwiftLiteral.string(tab)))"))
        case .answer(let answers):
          for answer in answers where answered.contains(answer.name) { assign(answer, &body) }
          continue
        }
        expect(step.expectation, &body)
      }
    }
  }

  /// `app.answers.NAME = VALUE`. An optional value's `nil` is `.some(nil)`: the answer is
  /// given, and is `nil` (`Answers` holds nil for an answer not given).
  private func assign(_ answer: NamedValue, _ w: inout SwiftWriter) {
    let type = module.environmentType(named: answer.name) ?? .string
    let value =
      answer.value == .null && type.isOptional
      ? .atom(".some(nil)") : SwiftValueText.expression(answer.value, as: type)
    w.expression(
      value, prefix: "app.answers.\(SwiftIdentifier.escaped(answer.name)) = ", indent: Self.indent)
  }

  /// `app.expect(navigation: [...], calls: [...], outcome: ...)`, leaving out what is empty.
  private func expect(_ expectation: RecordedPath.Expectation, _ w: inout SwiftWriter) {
    var arguments: [(String, SwiftExpression)] = [
      ("navigation", .array(expectation.navigation.map(navigation)))
    ]
    if !expectation.calls.isEmpty {
      let calls = expectation.calls.map { call in
        let parameters =
          module.flow(named: call.flow)?.actions.first { $0.name == call.name }?.parameters ?? []
        return SwiftValueText.apply(
          ".\(SwiftIdentifier.escaped(call.name))",
          SwiftValueText.arguments(call.arguments, parameters))
      }
      arguments.append(("calls", .array(calls)))
    }
    if let outcome = expectation.outcome {
      let parameters = flow.results.first { $0.name == outcome.result }?.parameters ?? []
      arguments.append(
        (
          "outcome",
          SwiftValueText.apply(
            ".\(SwiftIdentifier.escaped(outcome.result))",
            SwiftValueText.arguments(outcome.payload, parameters))
        ))
    }
    w.expression(.call("app.expect", labelled: arguments), indent: Self.indent)
  }

  /// A navigation operation as a `FlowNavigation` value.
  private func navigation(_ operation: NavigationOperation) -> SwiftExpression {
    switch operation {
    case .push(let screen): return .call(".push", labelled: [("screen", string(screen))])
    case .present(let screen, let presentation):
      return .call(
        ".present",
        labelled: [("screen", string(screen)), ("presentation", self.presentation(presentation))])
    case .setStack(let screens): return .call(".setStack", labelled: [("screens", list(screens))])
    case .pop: return .atom(".pop")
    case .popTo(let screen): return .call(".popTo", labelled: [("screen", string(screen))])
    case .dismiss(let count): return .atom(".dismiss(count: \(count))")
    case .tabs(let names): return .call(".tabs", labelled: [("names", list(names))])
    case .selectTab(let name): return .call(".selectTab", labelled: [("name", string(name))])
    }
  }

  private func presentation(_ presentation: Presentation) -> SwiftExpression {
    if presentation == .standard { return .atom(".standard") }
    return .call(
      "FlowPresentation",
      labelled: [
        ("style", .atom(".\(presentation.style.rawValue)")),
        ("detents", .array(presentation.detents.map { .atom(".\($0.rawValue)") })),
        ("allowsSwipe", .atom(String(presentation.allowsSwipe))),
      ])
  }

  private func string(_ text: String) -> SwiftExpression { .atom(SwiftLiteral.string(text)) }

  private func list(_ names: [String]) -> SwiftExpression { .array(names.map(string)) }

  private func trimmed(_ line: String) -> String {
    String(line.drop { $0 == " " || $0 == "\t" })
  }
}
