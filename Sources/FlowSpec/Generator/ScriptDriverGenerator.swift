/// Generates `FlowScriptDriver.swift` (`flowc generate --script-driver`): a stand-in app that
/// implements every coordinator's factory, environment, action and child protocols and turns the
/// lines of a walkthrough script into typed events, so the compiled coordinators can be driven like
/// `flowc run --script`. A testing aid: it is how the generated code is proven equal to the runner.
///
/// App types must conform to `FlowScriptValue` (built from the text a script gives them).
struct ScriptDriverGenerator {
  let module: ValidatedModule
  /// With SwiftUI, the driver can show every screen as its flow's route (`showsRoutes`),
  /// built through the flow's `Views`, as a SwiftUI app's screens are.
  var ui: GeneratedUI = .both

  /// The condition the SwiftUI parts are compiled under.
  static let swiftUICondition = "canImport(SwiftUI) && canImport(Observation)"

  /// How the parser of each type is named: `flowParse` and the type's name (`flowParsePhoto`).
  static let parserPrefix = "flowParse"

  func generate() -> String {
    var w = SwiftWriter()
    w.line(SwiftLine(GeneratedFile.header(source: "the flows of this module")))
    w.line()
    w.line("import Foundation")
    w.line()
    w.documentation(
      "An app type a script can name: built from the text it gives (`photo=beach.jpg`).")
    w.block("protocol FlowScriptValue {") { body in
      body.documentation("Creates the value named by `flowText`.")
      body.line("init(flowText: String)")
    }
    w.line()
    w.line(SwiftLine(Self.parsers))
    w.documentation(
      "A screen built by the driver: delivers a script's event line to its `send`. With UIKit it is a view controller, so that `UIKitFlowNavigator` can show it."
    )
    w.line("#if canImport(UIKit)")
    w.line("  import UIKit")
    w.line()
    w.line("  final class FlowScriptScreen: UIViewController {")
    w.line("    let deliver: @MainActor (String, [String: String]) -> Bool")
    w.line()
    w.line("    init(_ deliver: @escaping @MainActor (String, [String: String]) -> Bool) {")
    w.line("      self.deliver = deliver")
    w.line("      super.init(nibName: nil, bundle: nil)")
    w.line("    }")
    w.line()
    w.line("    required init?(coder: NSCoder) { nil }")
    w.line("  }")
    w.line("#else")
    w.line("  final class FlowScriptScreen {")
    w.line("    let deliver: @MainActor (String, [String: String]) -> Bool")
    w.line()
    w.line("    init(_ deliver: @escaping @MainActor (String, [String: String]) -> Bool) {")
    w.line("      self.deliver = deliver")
    w.line("    }")
    w.line("  }")
    w.line("#endif")
    if ui.includesSwiftUI { scriptView(&w) }
    w.line()
    w.documentation(
      "Drives a module's coordinators from script lines; `records` is what they reported.")
    w.line("@MainActor")
    w.block("final class FlowScriptDriver: FlowObserver {") { body in
      body.line("private(set) var records: [String] = []")
      body.line("private var environment: [String: String]")
      body.line("private var root: (any FlowFrame)?")
      body.line("let session: FlowSession")
      if ui.includesSwiftUI {
        body.documentation("Whether screens are their flows' routes, built through `Views`.")
        body.line("let showsRoutes: Bool")
        body.documentation("The view a route built last (`send(_:fields:)`).")
        body.line("private var builtView: FlowScriptScreen?")
      }
      body.line()
      body.documentation(
        "Starts `flow` with inputs and environment answers as texts, its screens shown by `navigator`; nil for an unknown flow."
          + (ui.includesSwiftUI
            ? " With `showsRoutes`, each screen is its flow's route (a `FlowRouteBox`), its view built through the flow's `Views` when an event is sent from it."
            : ""))
      let routesParameter = ui.includesSwiftUI ? ", showsRoutes: Bool = false" : ""
      body.block(
        SwiftLine(
          "init?(flow: String, inputs: [String: String], environment: [String: String], navigator: any FlowNavigator = FlowScriptNavigator()\(routesParameter)) {"
        )
      ) {
        b in
        b.line("self.environment = environment")
        if ui.includesSwiftUI { b.line("self.showsRoutes = showsRoutes") }
        b.line("self.session = FlowSession(navigator: navigator)")
        b.line("session.addObserver(self)")
        b.switchBlock("switch flow {") { cases in
          for flow in module.flows {
            cases.caseBlock("case \(SwiftLiteral.string(flow.name)):") { c in
              let arguments = flow.inputs.map {
                "\(SwiftLabel($0.name)): \(parse($0.type, "inputs[\(SwiftLiteral.string($0.name))]"))!"
              }
              c.line(
                "let inputs = \(flow.name)Coordinator.Inputs(\(arguments.joined(separator: ", ")))")
              c.line(
                "let coordinator = \(flow.name)Coordinator(inputs: inputs, screens: self, environment: self, actions: self, children: self)"
              )
              c.line("root = coordinator")
              c.line("coordinator.start(session: session)")
            }
          }
          cases.caseBlock("default:") { c in c.line("return nil") }
        }
      }
      body.line()
      body.documentation("Records what the coordinators report.")
      body.block("func flowDidRecord(_ record: FlowRecord) {") { b in
        b.line("records.append(record.description)")
      }
      body.line()
      body.documentation(
        "Sends an event of the top screen; false when it has no such event or a value does not parse."
      )
      body.block("func send(_ event: String, fields: [String: String]) -> Bool {") { b in
        if ui.includesSwiftUI {
          b.line("#if \(Self.swiftUICondition)")
          b.line("  if let box = session.topScreen as? FlowRouteBox {")
          b.line("    // The view the route builds delivers the event, as a tap in it would.")
          b.line("    builtView = nil")
          b.line("    _ = box.route.makeContent()")
          b.line("    return builtView?.deliver(event, fields) ?? false")
          b.line("  }")
          b.line("#endif")
        }
        b.line("guard let screen = session.topScreen as? FlowScriptScreen else { return false }")
        b.line("return screen.deliver(event, fields)")
      }
      body.line()
      body.documentation(
        "The user pressed back (what `UIKitFlowNavigator` reports after UIKit popped).")
      body.block("func back() {") { b in b.line("session.systemDidPop()") }
      body.line()
      body.documentation("The user swiped the top presented stack away.")
      body.block("func swipe() {") { b in b.line("session.systemDidDismiss()") }
      body.line()
      body.documentation(
        "The user selected the tab `name` (`:tab NAME`); false when there is no such tab or it cannot be selected now."
      )
      body.block("func selectTab(_ name: String) -> Bool {") { b in
        b.line("guard let index = session.tabs.firstIndex(where: { $0.name == name }) else {")
        b.line("  return false")
        b.line("}")
        b.line("return session.systemDidSelectTab(index)")
      }
      body.line()
      body.documentation("Sets an environment answer.")
      body.block("func answer(_ name: String, _ text: String) {") { b in
        b.line("environment[name] = text")
      }
      body.line()
      if ui.includesSwiftUI {
        body.documentation("Keeps `screen` as the view built last, and returns it.")
        body.block("private func flowBuilt(_ screen: FlowScriptScreen) -> FlowScriptScreen {") {
          b in
          b.line("builtView = screen")
          b.line("return screen")
        }
        body.line()
      }
      body.block("private func environmentText(_ name: String) -> String {") { b in
        b.line("guard let text = environment[name] else {")
        b.line("  fatalError(\"environment value `\\(name)` is not given\")")
        b.line("}")
        b.line("return text")
      }
    }
    w.line()
    w.documentation(
      "A navigator with nothing to show: the session's records say what it was asked to do.")
    w.block("final class FlowScriptNavigator: FlowNavigator {") { body in
      body.line("func push(_ screen: AnyObject) {}")
      body.line("func present(_ screen: AnyObject) {}")
      body.line("func setStack(_ screens: [AnyObject]) {}")
      body.line("func pop() {}")
      body.line("func popTo(_ screen: AnyObject) {}")
      body.line("func dismiss(count: Int) {}")
      body.line("func setTabs(_ tabs: [FlowTab]) {}")
      body.line("func selectTab(at index: Int) {}")
    }
    // One parser a named type: enums by case name (with or without a dot), app types from text.
    for type in module.enums {
      w.line()
      w.block("func \(Self.parserPrefix)\(type.name)(_ text: String) -> \(type.name)? {") { body in
        body.line("\(type.name)(rawValue: text.hasPrefix(\".\") ? String(text.dropFirst()) : text)")
      }
    }
    for name in appTypes() {
      w.line()
      w.block("func \(Self.parserPrefix)\(name)(_ text: String) -> \(name)? {") { body in
        body.line("\(name)(flowText: text)")
      }
    }
    // Flows share environment values, and may share action and child-maker signatures: each is
    // declared once on the driver.
    var declared = Set<String>()
    let live = LiveUpdates(module)
    for (index, flow) in module.flows.enumerated() {
      conformances(flow, live: live.screens[index], updates: live, declared: &declared, &w)
    }
    return w.text
  }

  /// Every app type the module's flows name, sorted.
  private func appTypes() -> [String] {
    var names = Set<String>()
    func visit(_ type: ValueType) {
      switch type {
      case .app(let name): names.insert(name)
      case .optional(let inner), .array(let inner): visit(inner)
      default: break
      }
    }
    for flow in module.flows {
      for field in flow.inputs + flow.context + flow.environment { visit(field.type) }
      for signature in flow.actions + flow.results {
        for parameter in signature.parameters { visit(parameter.type) }
      }
      for screen in flow.screens {
        for event in screen.events {
          for parameter in event.parameters { visit(parameter.type) }
        }
        for input in screen.inputs { visit(input.value.type) }
      }
    }
    return names.sorted()
  }

  /// A Swift expression parsing the optional text `source` into `type` (nil when it does not).
  private func parse(_ type: ValueType, _ source: String) -> String {
    "\(source).flatMap(\(parser(type)))"
  }

  private func parser(_ type: ValueType) -> String {
    switch type {
    case .string: "flowParseString"
    case .int: "flowParseInt"
    case .double: "flowParseDouble"
    case .bool: "flowParseBool"
    case .date: "flowParseDate"
    case .url: "flowParseURL"
    case .enumeration(let name), .app(let name): "\(Self.parserPrefix)\(name)"
    case .optional(let wrapped): "{ flowParseOptional($0, \(parser(wrapped))) }"
    case .array(let element): "{ flowParseArray($0, \(parser(element))) }"
    }
  }

  private func conformances(
    _ flow: Flow, live: [Screen], updates: LiveUpdates, declared: inout Set<String>,
    _ w: inout SwiftWriter
  ) {
    let coordinator = "\(flow.name)Coordinator"
    w.line()
    w.block("extension FlowScriptDriver: \(coordinator).Screens {") { body in
      for screen in flow.screens where screen.childFlow == nil {
        let eventType = "\(coordinator).\(SwiftNames.upper(screen.name))Event"
        let inputs = screen.inputs.map {
          "\(SwiftName($0.name)): \(SwiftNames.type($0.value.type))"
        }
        let parameters = (inputs + ["send: FlowSender<\(eventType)>"]).joined(separator: ", ")
        let signature: SwiftLine =
          "func make\(SwiftNames.upper(screen.name))(\(parameters)) -> AnyObject {"
        body.block(signature) { function in
          if ui.includesSwiftUI {
            let arguments = (screen.inputs.map(\.name) + ["send"]).map {
              "\(SwiftLabel($0)): \(SwiftName($0))"
            }
            function.line("#if \(Self.swiftUICondition)")
            function.indented { conditional in
              conditional.block("if showsRoutes {") { routes in
                routes.block("return FlowRouteBox(send, views: self) {") { view in
                  view.line(
                    SwiftLine("$0.\(screen.name)View(\(arguments.joined(separator: ", ")))"))
                }
              }
            }
            function.line("#endif")
          }
          function.line("return flowScriptScreen(send)")
        }
        body.documentation("The screen that delivers `\(screen.name)`'s events to `send`.")
        body.block(
          "private func flowScriptScreen(_ send: FlowSender<\(eventType)>) -> FlowScriptScreen {"
        ) { function in
          function.block("FlowScriptScreen { event, fields in") { closure in
            closure.switchBlock("switch event {") { cases in
              for event in screen.events {
                cases.caseBlock("case \(SwiftLiteral.string(event.name)):") { c in
                  for parameter in event.parameters {
                    let local = SwiftNames.payloadLocal(parameter.name)
                    c.line(
                      "let \(local)Value = \(parse(parameter.type, "fields[\(SwiftLiteral.string(parameter.name))]"))"
                    )
                    c.line("guard let \(local) = \(local)Value else { return false }")
                  }
                  let arguments = event.parameters.map {
                    "\(SwiftLabel($0.name)): \(SwiftNames.payloadLocal($0.name))"
                  }
                  let payload = arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"
                  c.line("send(.\(SwiftName(event.name))\(payload))")
                  c.line("return true")
                }
              }
              cases.caseBlock("default:") { c in c.line("return false") }
            }
          }
        }
      }
      updateCalls(live, updates: updates, declared: &declared, &body)
    }
    if ui.includesSwiftUI, flow.screens.contains(where: { $0.childFlow == nil }) {
      viewsConformance(flow, &w)
    }
    w.line()
    w.block("extension FlowScriptDriver: \(coordinator).Facts {") { body in
      for field in flow.environment where declared.insert("var \(field.name)").inserted {
        body.block("var \(SwiftName(field.name)): \(SwiftNames.type(field.type)) {") { getter in
          getter.line(
            "\(parse(field.type, "Optional(environmentText(\(SwiftLiteral.string(field.name))))"))!"
          )
        }
      }
    }
    w.line()
    w.block("extension FlowScriptDriver: \(coordinator).Actions {") { body in
      for action in flow.actions {
        let line =
          "func \(SwiftName(action.name))(\(action.parameters.map { "\(SwiftName($0.name)): \(SwiftNames.type($0.type))" }.joined(separator: ", "))) {}"
        if declared.insert(line).inserted { body.line(SwiftLine(line)) }
      }
    }
    w.line()
    // The driver provides every flow's dependencies, so each child is the generated coordinator
    // the `Children` defaults build.
    w.line("extension FlowScriptDriver: \(coordinator).Children {}")
  }

  /// The module's live screens: each flow's, and each update call with the live screens of
  /// every flow that has it, found once for the whole driver.
  struct LiveUpdates {
    /// Each flow's live screens, in the module's order of flows.
    let screens: [[Screen]]
    /// By update call (`LiveUpdates.key`): the flows that have such a live screen, in order.
    let flows: [String: [(flow: Flow, screen: Screen)]]

    init(_ module: ValidatedModule) {
      var flows: [String: [(flow: Flow, screen: Screen)]] = [:]
      screens = module.flows.map { flow in
        let live = LiveScreens(flow, sensitiveEnvironment: [])
        let screens = flow.screens.indices.filter(live.isLive).map { flow.screens[$0] }
        for screen in screens { flows[Self.key(screen), default: []].append((flow, screen)) }
        return screens
      }
      self.flows = flows
    }

    /// `, name: Type` for each input of `screen`, after the screen parameter of its update call.
    static func parameters(_ screen: Screen) -> String {
      screen.inputs.map { ", \(SwiftName($0.name)): \(SwiftNames.type($0.value.type))" }.joined()
    }

    /// What tells update calls apart: the screen's name and its inputs' names and types.
    static func key(_ screen: Screen) -> String {
      "update\(SwiftNames.upper(screen.name))(\(parameters(screen)))"
    }
  }

  /// The live screens' update calls: a route's box gets its new inputs; a script screen keeps
  /// its own (the coordinators record the updates). When two flows have a live screen of the
  /// same name and inputs, the driver sees both protocols' defaults and may use neither: it
  /// declares the call once, for every flow that has it.
  private func updateCalls(
    _ live: [Screen], updates: LiveUpdates, declared: inout Set<String>, _ w: inout SwiftWriter
  ) {
    for screen in live {
      let key = LiveUpdates.key(screen)
      guard declared.insert(key).inserted else { continue }
      let parameters = LiveUpdates.parameters(screen)
      guard ui.includesSwiftUI else {
        w.line(
          SwiftLine("func update\(SwiftNames.upper(screen.name))(_: AnyObject\(parameters)) {}"))
        continue
      }
      w.block(
        SwiftLine(
          "func update\(SwiftNames.upper(screen.name))(_ screen0: AnyObject\(parameters)) {")
      ) { body in
        body.line("#if \(Self.swiftUICondition)")
        body.indented { body in
          body.line("guard let box0 = screen0 as? FlowRouteBox else { return }")
          for (flow, same) in updates.flows[key] ?? [] { self.routeUpdate(flow, same, &body) }
        }
        body.line("#endif")
      }
    }
  }

  /// Gives a route box of `flow`'s live screen `screen` its new inputs: its view built with
  /// them (the box's flow tells flows with a screen of the same name apart, and the showing's
  /// `send`, given its type, picks that flow's `Views` method).
  private func routeUpdate(_ flow: Flow, _ screen: Screen, _ body: inout SwiftWriter) {
    let send = "$1 as FlowSender<\(flow.name)Coordinator.\(SwiftNames.upper(screen.name))Event>"
    let arguments =
      screen.inputs.map { "\(SwiftLabel($0.name)): \(SwiftName($0.name))" } + ["send: \(send)"]
    body.block(SwiftLine("if box0.route.flow == \"\(flow.name)\" {")) { update in
      update.block("box0.update(views: self) {") { view in
        view.line(SwiftLine("$0.\(screen.name)View(\(arguments.joined(separator: ", ")))"))
      }
    }
  }

  /// `FlowScriptView`, what the driver's `Views` build: it holds the screen that delivers the
  /// script's events, and shows the screen's name.
  private func scriptView(_ w: inout SwiftWriter) {
    w.line()
    w.line("#if \(Self.swiftUICondition)")
    w.line("  import SwiftUI")
    w.line()
    w.line(
      "  /// A screen's view built through its flow's `Views`: it holds the screen that delivers")
    w.line("  /// the script's events to its `send`, and shows the screen's name (`FLOW.SCREEN`).")
    w.line("  struct FlowScriptView: SwiftUI.View {")
    w.line("    let screen: FlowScriptScreen")
    w.line("    let name: String")
    w.line()
    w.line("    var body: some SwiftUI.View { SwiftUI.Text(verbatim: name) }")
    w.line("  }")
    w.line("#endif")
  }

  /// The driver's `Views` for `flow`: each view holds a script screen for its `send`, and is
  /// the one `send(_:fields:)` delivers through.
  private func viewsConformance(_ flow: Flow, _ w: inout SwiftWriter) {
    let coordinator = "\(flow.name)Coordinator"
    w.line()
    w.line("#if \(Self.swiftUICondition)")
    w.indented { w in
      w.block("extension FlowScriptDriver: \(coordinator).Views {") { body in
        for screen in flow.screens where screen.childFlow == nil {
          let eventType = "\(coordinator).\(SwiftNames.upper(screen.name))Event"
          let inputs = screen.inputs.map {
            "\(SwiftName($0.name)): \(SwiftNames.type($0.value.type))"
          }
          let parameters = (inputs + ["send: FlowSender<\(eventType)>"]).joined(separator: ", ")
          body.block(SwiftLine("func \(screen.name)View(\(parameters)) -> FlowScriptView {")) {
            function in
            let name = SwiftLiteral.string("\(flow.name).\(screen.name)")
            function.line(
              SwiftLine("FlowScriptView(screen: flowBuilt(flowScriptScreen(send)), name: \(name))"))
          }
        }
      }
    }
    w.line("#endif")
  }

  static let parsers = #"""
    func flowParseString(_ text: String) -> String? { text }
    func flowParseInt(_ text: String) -> Int? { Int(text) }
    func flowParseDouble(_ text: String) -> Double? { Double(text).flatMap { $0.isFinite ? $0 : nil } }
    func flowParseBool(_ text: String) -> Bool? { Bool(text) }
    func flowParseURL(_ text: String) -> URL? { URL(string: text) }

    func flowParseDate(_ text: String) -> Date? {
      let formatter = ISO8601DateFormatter()
      if let date = formatter.date(from: text) { return date }
      formatter.formatOptions = [.withFullDate]
      return formatter.date(from: text)
    }

    func flowParseOptional<T>(_ text: String, _ parse: (String) -> T?) -> T?? {
      text == "nil" ? .some(nil) : parse(text).map { .some($0) }
    }

    func flowParseArray<T>(_ text: String, _ parse: (String) -> T?) -> [T]? {
      guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
      let inner = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
      if inner.isEmpty { return [] }
      var items: [T] = []
      for part in inner.split(separator: ",") {
        guard let item = parse(part.trimmingCharacters(in: .whitespaces)) else { return nil }
        items.append(item)
      }
      return items
    }

    """#
}
