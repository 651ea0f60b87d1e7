/// Generates one flow's coordinator class: typed inputs, results and events, the factory,
/// environment and action protocols the app implements, and one method per handler.
struct CoordinatorGenerator {
  let flow: Flow
  let module: ValidatedModule
  /// Writes the flow's expressions as Swift over the coordinator's storage.
  let emitter: SwiftExpressionEmitter
  /// The screens whose inputs a transition may change while they are shown.
  let live: LiveScreens

  /// The access modifier of the API declarations (`public `, `package ` or nothing).
  let api: String
  /// The UI frameworks served: with SwiftUI, the flow's `Route` and `Views`.
  let ui: GeneratedUI
  /// The constant parts of the flow's transition records, which its handlers name by offset.
  let transitionTable: TransitionTable

  /// A generator of `flow`'s coordinator; `sensitiveEnvironment` is
  /// `module.sensitiveEnvironment`, found once for all the flows.
  init(
    flow: Flow, module: ValidatedModule, sensitiveEnvironment: Set<String>,
    access: GeneratedAccess = .internal, ui: GeneratedUI = .both
  ) {
    self.flow = flow
    self.ui = ui
    self.module = module
    self.api = access.modifier
    self.live = LiveScreens(flow, sensitiveEnvironment: sensitiveEnvironment)
    self.transitionTable = TransitionTable(flow)
    self.emitter = SwiftExpressionEmitter(
      unwrappedContext: Set(
        flow.context.filter { !$0.type.isOptional && $0.defaultValue == nil }.map(\.name)))
  }

  var className: String { flow.name + "Coordinator" }

  /// Whether another flow of the module starts this one as a child.
  var isChild: Bool {
    module.flows.contains { parent in parent.screens.contains { $0.childFlow == flow.name } }
  }

  /// The child flows this flow starts, each once, in the order of their first node.
  var childFlows: [String] {
    var seen: Set<String> = []
    return flow.screens.compactMap(\.childFlow).filter { seen.insert($0).inserted }
  }

  /// Whether the flow's files import Foundation: only when the flow names a type Foundation may
  /// declare, `Date`, `URL` or an app type (`UUID`, `Data` and the like are app types), in its
  /// own fields or a child flow's. Importing it in every file cost each frontend job of the
  /// 1,000-screen compile benchmark about 55M instructions (3,817M to 3,763M a flow job), most of
  /// it in looking the primary file's names up through Foundation too; the support file imports
  /// it, and a flow file needs nothing else of it.
  var importsFoundation: Bool {
    let flows = [flow] + childFlows.compactMap { module.flow(named: $0) }
    return flows.contains { flow in
      let fields =
        flow.inputs + flow.context + flow.environment
        + (flow.actions + flow.results).flatMap(\.parameters)
        + flow.screens.flatMap { $0.events.flatMap(\.parameters) }
      return fields.contains { $0.type.mayBeFoundations }
        || flow.screens.contains { $0.inputs.contains { $0.value.type.mayBeFoundations } }
    }
  }

  /// Screens a file at most: past this a flow's per-screen methods go into extensions in files of
  /// their own, because one giant file compiles super-linearly.
  static let screensPerFile = 100

  /// Whether large flows may be split across files.
  var splits = true

  /// Whether the flow is split across files.
  var isSplit: Bool { splits && flow.screens.count > Self.screensPerFile }

  /// `private ` for members of a single-file coordinator; nothing when the members are used from
  /// the extension files of a split one.
  var access: String { isSplit ? "" : "private " }

  /// The coordinator's files: `NAMECoordinator.swift`, and for a split flow
  /// `NAMECoordinator+ScreensN.swift`, as (file name, contents).
  func generate() -> [(String, String)] {
    var writer = SwiftWriter(
      capacity: Self.estimatedSize(screens: isSplit ? 0 : flow.screens.count)
        + Self.declarationsPerScreen * flow.screens.count)
    writer.line(SwiftLine(GeneratedFile.header(source: flow.file)))
    writer.line()
    // Found once for the flow's files (it reads every field of the flow and its children).
    let importsFoundation = self.importsFoundation
    if importsFoundation {
      writer.line("import Foundation")
      writer.line()
    }
    if isChild { childProtocol(&writer) }
    writer.documentation(flow.description ?? "The \(flow.name) flow's coordinator.")
    writer.line("@MainActor")
    let conformances = isChild ? "FlowFrame, \(flow.name)Flow" : "FlowFrame"
    writer.block("\(api)final class \(className): \(conformances) {") { body in
      self.declarations(&body)
      self.storage(&body)
      self.readerTables(&body)
      self.lifecycle(&body)
      self.updateScreen(&body)
      self.stackWasSwipedAway(&body)
      self.tabWasSelected(&body)
      self.recordHelpers(&body)
      if !isSplit {
        self.entering(flow.screens, &body)
        self.handlers(flow.screens, &body)
      }
    }
    self.updateDefaults(&writer)
    self.swiftUI(&writer)
    var files = [("\(className).swift", writer.text)]
    guard isSplit else { return files }
    let chunks = stride(from: 0, to: flow.screens.count, by: Self.screensPerFile).map {
      Array(flow.screens[$0..<min($0 + Self.screensPerFile, flow.screens.count)])
    }
    for (index, chunk) in chunks.enumerated() {
      var part = SwiftWriter(capacity: Self.estimatedSize(screens: chunk.count))
      part.line(SwiftLine(GeneratedFile.header(source: flow.file)))
      part.line()
      if importsFoundation {
        part.line("import Foundation")
        part.line()
      }
      part.block("extension \(className) {") { body in
        self.entering(chunk, &body)
        self.handlers(chunk, &body)
      }
      files.append(("\(className)+Screens\(index + 1).swift", part.text))
    }
    return files
  }

  /// About how many bytes a file of `screens` screens' methods takes, beyond its declarations:
  /// a writer reserved this much rarely grows.
  static func estimatedSize(screens: Int) -> Int { 4096 + 2560 * screens }

  /// About how many bytes a screen's declarations (event enum, factory method) take.
  static let declarationsPerScreen = 512

  /// Appends `name: Type` for each field of a parameter list.
  private static func appendParameters(_ fields: [Field], to text: inout UTF8Buffer) {
    text.appendList(fields) { text, field in
      text.append(parts: SwiftName(field.name), ": ", field.type)
    }
  }

  /// Appends `name: Type, ` for each of a screen's inputs: the parameters before its `send:`.
  static func appendInputParameters(_ screen: Screen, to text: inout UTF8Buffer) {
    for input in screen.inputs {
      text.append(parts: SwiftName(input.name), ": ", input.value.type, ", ")
    }
  }

  /// Appends `name: name, ` for each of a screen's inputs: its inputs passed on by name, before
  /// its `send:`.
  static func appendInputArguments(_ screen: Screen, to text: inout UTF8Buffer) {
    for input in screen.inputs {
      text.append(parts: SwiftLabel(input.name), ": ", SwiftName(input.name), ", ")
    }
  }

  /// Appends `(name: Type, ...)` for a case's payload, nothing for none.
  private static func appendPayload(_ fields: [Field], to text: inout UTF8Buffer) {
    guard !fields.isEmpty else { return }
    text.append(UInt8(ascii: "("))
    appendParameters(fields, to: &text)
    text.append(UInt8(ascii: ")"))
  }

  /// Appends `name: value` for each named value, as Swift arguments.
  private func appendArguments(_ values: [NamedExpression], to text: inout UTF8Buffer) {
    text.appendList(values) { text, value in
      text.append(parts: SwiftLabel(value.name), ": ", emitter.emit(value.value))
    }
  }

  /// Appends a record's fields, `[.init("label", VALUE), ...]`: `count` of them, the `index`th
  /// labelled `label(index)` with the value of type `type(index)` that the code `value(index)`
  /// reads, or `.sensitive` when `isSensitive(index)`.
  func fieldList(
    _ text: inout UTF8Buffer, count: Int, label: (Int) -> String, type: (Int) -> ValueType,
    isSensitive: (Int) -> Bool, value: (Int) -> String
  ) {
    text.append(UInt8(ascii: "["))
    text.appendList(0..<count) { text, index in
      let converted = RecordValue(
        type: type(index), expression: value(index), isSensitive: isSensitive(index))
      text.append(parts: ".init(", QuotedText(label(index)), ", ", converted, ")")
    }
    text.append(UInt8(ascii: "]"))
  }

  /// Appends the fields of the named values held in the locals `PREFIXn` (as `locals` declares
  /// them); `parameters` are the declared fields they fill.
  func fieldList(
    _ text: inout UTF8Buffer, _ values: [NamedExpression], locals prefix: String,
    parameters: [Field]
  ) {
    let sensitive = Set(parameters.filter(\.isSensitive).map(\.name))
    fieldList(
      &text, count: values.count, label: { values[$0].name }, type: { values[$0].value.type },
      isSensitive: { sensitive.contains(values[$0].name) }, value: { "\(prefix)\($0)" })
  }

  // MARK: Declarations

  private func declarations(_ w: inout SwiftWriter) {
    w.documentation("The values given when the flow starts.")
    w.block("\(api)struct Inputs {") { body in
      if flow.inputs.isEmpty && api.isEmpty { body.line("// The flow takes no inputs.") }
      for field in flow.inputs {
        body.line(parts: api, "var ", SwiftName(field.name), ": ", field.type)
      }
      // Outside the module the memberwise initializer is not visible: one is written out.
      if !api.isEmpty { inputsInitializer(&body) }
    }
    w.line()
    w.documentation("How the flow finishes.")
    w.block("\(api)enum Outcome {") { body in
      if flow.results.isEmpty { body.line("// The flow declares no results: it never finishes.") }
      for result in flow.results {
        body.line { text in
          text.append(parts: "case ", SwiftName(result.name))
          Self.appendPayload(result.parameters, to: &text)
        }
      }
    }
    for screen in flow.screens where screen.childFlow == nil {
      w.line()
      w.documentation { $0.append(parts: "What `", screen.name, "` can send.") }
      w.line(parts: api, "enum ", UpperCased(screen.name), "Event {")
      w.indented { body in
        if screen.events.isEmpty { body.line(parts: "// `", screen.name, "` sends no events.") }
        for event in screen.events {
          body.line { text in
            text.append(parts: "case ", SwiftName(event.name))
            Self.appendPayload(event.parameters, to: &text)
          }
        }
      }
      w.line("}")
    }
    w.line()
    w.documentation(
      "Builds the screens: each gets its inputs and a way to send its events, nothing else.")
    w.line("@MainActor")
    w.block("\(api)protocol Screens: AnyObject {") { body in
      for screen in flow.screens where screen.childFlow == nil {
        if let title = screen.title {
          body.documentation { $0.append(parts: "Builds `", screen.name, "`: ", title, ".") }
        } else {
          body.documentation { $0.append(parts: "Builds `", screen.name, "`.") }
        }
        body.line { text in
          text.append(parts: "func make", UpperCased(screen.name), "(")
          Self.appendInputParameters(screen, to: &text)
          text.append(parts: "send: FlowSender<", UpperCased(screen.name), "Event>) -> AnyObject")
        }
      }
      self.updateRequirements(&body)
    }
    w.line()
    w.documentation("Facts the app answers when the flow needs them.")
    w.line("@MainActor")
    w.block("\(api)protocol Facts: AnyObject {") { body in
      for field in flow.environment {
        body.documentation { $0.append(parts: "`", field.name, "`.") }
        body.line(parts: "var ", SwiftName(field.name), ": ", field.type, " { get }")
      }
    }
    w.line()
    w.documentation("Model changes the app performs when the flow asks.")
    w.line("@MainActor")
    w.block("\(api)protocol Actions: AnyObject {") { body in
      for action in flow.actions {
        body.documentation { $0.append(parts: "`", action.name, "`.") }
        body.line { text in
          text.append(parts: "func ", SwiftName(action.name), "(")
          Self.appendParameters(action.parameters, to: &text)
          text.append(UInt8(ascii: ")"))
        }
      }
    }
    w.line()
    w.documentation(
      "Builds the child flows: one `Factory` a child flow. Each factory defaults to the generated")
    w.documentation(
      "coordinator, built from this object when it also provides that flow's dependencies;")
    w.documentation("implement one to replace that child.")
    w.line("@MainActor")
    let factories = childFlows.map { "\($0)Coordinator.Factory" }
    w.emptyDeclaration("\(api)protocol Children", inheriting: ["AnyObject"] + factories)
    if isChild {
      w.line()
      w.documentation(
        "Builds this flow for the flows that start it; the default builds `\(className)`.")
      w.line("@MainActor")
      w.block("\(api)protocol Factory: AnyObject {") { body in
        body.documentation("Builds the `\(flow.name)` flow, to start with `inputs`.")
        body.line("func make\(flow.name)(inputs: Inputs) -> any \(flow.name)Flow")
      }
    }
    w.line()
    w.documentation("Everything the coordinator is built from, as one object may provide it.")
    w.line("\(api)typealias Dependencies = Screens & Facts & Actions & Children")
    w.line()
  }

  /// The protocol a child flow's parents start it through, and the `Children` defaults that
  /// build the generated coordinator.
  private func childProtocol(_ w: inout SwiftWriter) {
    w.documentation(
      "The `\(flow.name)` flow as its parents start it: `\(className)`, or a replacement that")
    w.documentation("a parent's `Children` returns (a hand-written coordinator, a test double).")
    w.line("@MainActor")
    w.block("\(api)protocol \(flow.name)Flow: FlowChild {") { body in
      body.documentation(
        "Starts the flow: its first screen goes where `start` says, its outcome to `start.finish`.")
      body.line("func start(_ start: FlowStart<\(className).Outcome>)")
    }
    w.line()
    w.line("extension \(className).Factory where Self: \(className).Dependencies {")
    w.indented { body in
      body.documentation("Builds the generated coordinator from this object.")
      body.block(
        "\(api)func make\(flow.name)(inputs: \(className).Inputs) -> any \(flow.name)Flow {"
      ) {
        make in
        make.line(
          "\(className)(inputs: inputs, screens: self, environment: self, actions: self, children: self)"
        )
      }
    }
    w.line("}")
    w.line()
  }

  /// `init(name: Type, ...)` for `Inputs`, which a public struct does not get implicitly.
  private func inputsInitializer(_ w: inout SwiftWriter) {
    if !flow.inputs.isEmpty { w.line() }
    w.line { text in
      text.append(parts: api, "init(")
      Self.appendParameters(flow.inputs, to: &text)
      text.append(") {")
      if flow.inputs.isEmpty { text.append(UInt8(ascii: "}")) }
    }
    guard !flow.inputs.isEmpty else { return }
    w.indented { body in
      for field in flow.inputs {
        body.line(parts: "self.", SwiftName(field.name), " = ", SwiftName(field.name))
      }
    }
    w.line("}")
  }

  // MARK: Entering nodes

  private func entering(_ screens: [Screen], _ w: inout SwiftWriter) {
    for screen in screens {
      let name = UpperCased(screen.name)
      w.line()
      w.line(
        parts: access, "func enter", name,
        "(_ session: FlowSession, _ placement: FlowSession.Placement) -> FlowDelivery {")
      w.indented { body in
        if let child = screen.childFlow {
          body.line { text in
            text.append(parts: "let child = children.make", child, "(inputs: ", child)
            text.append("Coordinator.Inputs(")
            self.appendArguments(screen.inputs, to: &text)
            text.append("))")
          }
          body.line("self.child = child")
          // A child flow without results never finishes: its outcome type has no cases, and a
          // closure taking one would never run.
          let finishes = module.flows.first { $0.name == child }.map { !$0.results.isEmpty } ?? true
          body.line(
            parts: "let start = FlowStart<", child, "Coordinator.Outcome>(session: session, ",
            "placement: placement, node: ", QuotedText(screen.name),
            finishes ? ") { [weak self] result in" : ") { _ in }")
          if finishes {
            body.indented { closure in
              closure.line("self?.child = nil")
              if !screen.events.isEmpty {
                closure.line(parts: "self?.handle", name, "(result)")
              }
            }
            body.line("}")
          }
          body.line("child.start(start)")
          body.line("return .handled")
        } else {
          // The screen's `send` is made as the factory's argument: `show` ties the screen's entry
          // to the sender the session made last, and returns `.handled`, so `enterNAME` is one
          // expression (no local sender to copy and destroy, no generic `show`: a flow job of
          // the 1,000-screen benchmark 3,820M to 3,695M). Its handler captures nothing, so the
          // sender allocates nothing; the session calls it with this coordinator, found by the
          // serial number it gave it.
          body.line("session.show(")
          body.indented { call in
            call.line(parts: "self.screens.make", name, "(")
            call.indented { arguments in
              for input in screen.inputs {
                arguments.line(parts: SwiftLabel(input.name), ": ", emitter.emit(input.value), ",")
              }
              arguments.line { text in
                text.append(parts: "send: session.sender(", QuotedText(screen.name), ", of: self)")
                // A screen without events gets a `send` it can never call (its event type is
                // empty).
                if !screen.events.isEmpty { text.append(" {") }
              }
              if !screen.events.isEmpty {
                arguments.indented { closure in
                  closure.line(parts: "($0 as! ", className, ").handle", name, "($2, $1)")
                }
                arguments.line("}")
              }
            }
            call.line("),")
            call.line("placement")
          }
          body.line(")")
        }
      }
      w.line("}")
    }
  }
}
