import FlowPaths
import FlowSpec

/// Writes the doubles of one flow's tests: the `Call` enum of the actions, the `Answers` of the
/// environment, and `Doubles`, which implements the `Screens`, `Facts`, `Actions` and
/// `Children` protocols of the flow. With `standIns`, each child flow it starts is a stand-in
/// (`NAMEStandIn`, a `FlowTestChild`) whose screen sends the child's outcomes; otherwise
/// `Doubles` implements the protocols of every flow it starts too, so that each child is the
/// generated coordinator the `Children` defaults build.
///
/// Declarations the same in several flows are written once (a shared environment value, an
/// action with the same parameters, a live screen's update call), as in the script driver.
struct TestDoublesWriter {
  let module: ValidatedModule
  let flow: Flow
  let suiteName: String
  /// Whether the flow's children are stood in for (`ChildStandIns`).
  var standIns = false

  /// The flow and, unless its children are stood in for, every flow it may start, directly or
  /// not (tabs included), in module order.
  var flows: [Flow] {
    guard !standIns else { return [flow] }
    var names: Set<String> = [flow.name]
    var queue = [flow]
    while let next = queue.popLast() {
      for screen in next.screens {
        if let child = screen.childFlow, names.insert(child).inserted,
          let declaration = module.flow(named: child)
        {
          queue.append(declaration)
        }
      }
    }
    return module.flows.filter { names.contains($0.name) }
  }

  /// The flows `flow` starts that its tests stand in for, in module order.
  var stoodIn: [Flow] {
    guard standIns else { return [] }
    let names = ChildStandIns.stoodIn(flow)
    return module.flows.filter { names.contains($0.name) }
  }

  func write(_ w: inout SwiftWriter) {
    let flows = self.flows
    let coordinator = "\(flow.name)Coordinator"
    w.block("extension \(suiteName) {") { body in
      body.documentation("An action the flows under test asked the app to perform.")
      body.block("enum Call {") { cases in
        var declared = Set<String>()
        for action in flows.flatMap(\.actions) {
          let parameters = action.parameters.map {
            "\(SwiftIdentifier.escaped($0.name)): \($0.type)"
          }
          let line =
            parameters.isEmpty
            ? "case \(SwiftIdentifier.escaped(action.name))"
            : "case \(SwiftIdentifier.escaped(action.name))(\(parameters.joined(separator: ", ")))"
          if declared.insert(line).inserted { cases.line(SwiftLine(line)) }
        }
        if declared.isEmpty { cases.line("// The flows declare no actions.") }
      }
      body.line()
      body.documentation("The environment answers a path gives; nil: not given.")
      body.block("struct Answers {") { fields in
        var declared = Set<String>()
        for field in flows.flatMap(\.environment) where declared.insert(field.name).inserted {
          fields.line(SwiftLine("var \(SwiftIdentifier.escaped(field.name)): \(field.type)?"))
        }
        if declared.isEmpty { fields.line("// The flows read no environment values.") }
      }
      body.line()
      body.documentation(
        standIns
          ? "Doubles of what `\(flow.name)` needs: screens that send a test's events, facts answered from `answers`, actions recorded as `Call`s, and a stand-in for each flow it starts."
          : "Doubles of what `\(flow.name)` and the flows it starts need: screens that send a test's events, facts answered from `answers`, and actions recorded as `Call`s."
      )
      body.line("@MainActor")
      body.block("final class Doubles: FlowTestDoubles<\(coordinator).Outcome, Call> {") {
        doubles in
        doubles.documentation("The environment answers of the path.")
        doubles.line("var answers = Answers()")
        doubles.line()
        doubles.documentation("Starts `\(flow.name)` as the root flow, with `inputs`.")
        doubles.block("func start(_ inputs: \(coordinator).Inputs) {") { start in
          start.line(
            SwiftLine(
              "let root = \(coordinator)(inputs: inputs, screens: self, environment: self, actions: self, children: self)"
            ))
          start.line("run(root) { $0.start(session: $1, onFinish: $2) }")
        }
      }
      for child in stoodIn {
        body.line()
        body.documentation(
          "Stands in for `\(child.name)`: its screen `\(child.name)` sends the flow's outcomes.")
        body.emptyDeclaration(
          "final class \(child.name)StandIn",
          inheriting: ["FlowTestChild<\(child.name)Coordinator.Outcome>", "\(child.name)Flow"])
      }
    }
    var declared = Set<String>()
    for flow in flows { conformances(flow, declared: &declared, &w) }
  }

  private func conformances(_ flow: Flow, declared: inout Set<String>, _ w: inout SwiftWriter) {
    let coordinator = "\(flow.name)Coordinator"
    let doubles = "\(suiteName).Doubles"
    w.line()
    w.block("extension \(doubles): \(coordinator).Screens {") { body in
      for screen in flow.screens where screen.childFlow == nil {
        let event = "\(coordinator).\(SwiftNaming.upper(screen.name))Event"
        let inputs = screen.inputs.map { "\(SwiftIdentifier.escaped($0.name)): \($0.value.type)" }
        let parameters = (inputs + ["send: FlowSender<\(event)>"]).joined(separator: ", ")
        body.block(
          SwiftLine("func make\(SwiftNaming.upper(screen.name))(\(parameters)) -> AnyObject {")
        ) { make in
          make.line(SwiftLine("FlowTestScreen(\(SwiftLiteral.string(screen.name)), send)"))
        }
      }
      // The live screens' update calls, declared once for the same name and inputs: two flows'
      // defaults for the same call would be ambiguous in one class.
      let live = LiveScreens(flow, sensitiveEnvironment: [])
      for (position, screen) in flow.screens.enumerated() where live.isLive(position) {
        let inputs = screen.inputs.map { ", \(SwiftIdentifier.escaped($0.name)): \($0.value.type)" }
          .joined()
        let line = "func update\(SwiftNaming.upper(screen.name))(_: AnyObject\(inputs)) {}"
        if declared.insert(line).inserted { body.line(SwiftLine(line)) }
      }
    }
    w.line()
    w.block("extension \(doubles): \(coordinator).Facts {") { body in
      for field in flow.environment where declared.insert("var \(field.name)").inserted {
        body.line(
          SwiftLine(
            "var \(SwiftIdentifier.escaped(field.name)): \(field.type) { answer(answers.\(SwiftIdentifier.escaped(field.name)), \(SwiftLiteral.string(field.name))) }"
          ))
      }
    }
    w.line()
    w.block("extension \(doubles): \(coordinator).Actions {") { body in
      for action in flow.actions {
        let parameters = action.parameters.map { "\(SwiftIdentifier.escaped($0.name)): \($0.type)" }
        let signature =
          "func \(SwiftIdentifier.escaped(action.name))(\(parameters.joined(separator: ", ")))"
        guard declared.insert(signature).inserted else { continue }
        let arguments = action.parameters.map {
          "\(SwiftIdentifier.argumentLabel($0.name)): \(SwiftIdentifier.escaped($0.name))"
        }
        let call =
          arguments.isEmpty
          ? ".\(SwiftIdentifier.escaped(action.name))"
          : ".\(SwiftIdentifier.escaped(action.name))(\(arguments.joined(separator: ", ")))"
        body.line(SwiftLine("\(signature) { record(\(call)) }"))
      }
    }
    w.line()
    let stoodIn = flow.name == self.flow.name ? self.stoodIn : []
    guard !stoodIn.isEmpty else {
      w.line(SwiftLine("extension \(doubles): \(coordinator).Children {}"))
      return
    }
    w.block("extension \(doubles): \(coordinator).Children {") { body in
      for child in stoodIn {
        body.block(
          SwiftLine(
            "func make\(child.name)(inputs: \(child.name)Coordinator.Inputs) -> any \(child.name)Flow {"
          )
        ) { make in
          make.line(
            SwiftLine("\(suiteName).\(child.name)StandIn(\(SwiftLiteral.string(child.name)))"))
        }
      }
    }
  }
}
