/// Names the generated Swift declares or uses, which a module's own names must not take.
///
/// The fixed names come from `GeneratedNames`, a table recorded from the code flowc generates (a
/// test fails when the generator starts using a name the table lacks). Two scopes matter:
/// - Type names: an enum or app type named like a type the generated code declares or uses
///   unqualified (`FlowSession`, `Mirror`, `ISO8601DateFormatter`) would replace it, and one named
///   like a coordinator's nested type (`Result`, `PickedEvent`) would be shadowed by it.
/// - The script driver's scope: `FlowScriptDriver` implements every flow's environment values,
///   actions and screen factories, so an environment value named `session` or an action named
///   `fatalError` would clash with what the driver declares or calls.
///
/// Names the coordinators use elsewhere (their members, locals and labels) never meet a module's
/// names: the coordinators qualify them (`self.environment.x`, `actions.x(...)`) or prefix them
/// (`contextX`, `payloadX`).
enum GeneratedNameCheck {
  /// The reserved type names of a module: the fixed ones, each flow's coordinator class and
  /// protocol (`Auth` -> `AuthCoordinator`, `AuthFlow`), and each screen's event enum (`picked`
  /// screen -> `PickedEvent`).
  ///
  /// Only the few names used as types are looked up, so the coordinator and event names are not
  /// built for every flow and screen: a name is compared with them only when it ends in
  /// `Coordinator`, `Flow` or `Event`, and the table of event enums is built at the first such name.
  struct ReservedTypes {
    let flowNames: Set<String>
    let screenNames: [String]
    private var events: [String: String]?

    init(flowNames: Set<String>, screenNames: [String]) {
      self.flowNames = flowNames
      self.screenNames = screenNames
    }

    /// Why `name` cannot name an enum or app type, or nil when it can.
    mutating func reason(for name: String) -> String? {
      if let reason = GeneratedNames.typeNames[name] { return reason }
      if name.hasSuffix("Coordinator"), flowNames.contains(String(name.dropLast(11))) {
        return "the coordinator class generated for flow `\(name.dropLast(11))`"
      }
      if name.hasSuffix("Flow"), flowNames.contains(String(name.dropLast(4))) {
        return
          "the protocol generated for flow `\(name.dropLast(4))` (its parents start it through it)"
      }
      guard name.hasSuffix("Event") else { return nil }
      if events == nil {
        var events: [String: String] = [:]
        for screen in screenNames { events[SwiftNames.upper(screen) + "Event"] = screen }
        self.events = events
      }
      return events?[name].map { "the event enum generated for screen `\($0)`" }
    }
  }

  /// The named types in `type` (`[Photo]?` -> `Photo`), built-ins excluded.
  static func names(in type: ValueType) -> [String] {
    var names: [String] = []
    forEachName(in: type) { names.append($0) }
    return names
  }

  /// Why a name in the script driver's scope (an environment value, an action, a screen input)
  /// cannot be `name`, or nil when it can: a name the driver uses unqualified, or one that starts
  /// like the parser the driver declares for each enum and app type (`flowParsePhoto`, named
  /// after the module's own types, so it is in no fixed table).
  static func driverScopeReason(_ name: String) -> String? {
    if let reason = GeneratedNames.driverScopeNames[name] { return reason }
    let prefix = ScriptDriverGenerator.parserPrefix
    // Type names are UpperCamelCase: `flowParse` alone, or `flowParsed`, names no parser.
    guard name.hasPrefix(prefix),
      let next = name.utf8.dropFirst(prefix.utf8.count).first,
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next)
    else { return nil }
    return "in the form of the parsers FlowScriptDriver.swift declares for each type "
      + "(`\(prefix)<Type>`)"
  }

  /// Reports each field, parameter and result field whose type uses a reserved name, each view
  /// screen input named `send` (every `make<Screen>` takes the screen's `send:` closure), and each
  /// environment value, action or screen input that the script driver's own names would clash with.
  static func check(
    _ flows: [Flow], reserved: inout ReservedTypes, into diagnostics: inout Diagnostics
  ) {
    let members = GeneratedNames.driverMemberNames
    for flow in flows {
      for screen in flow.screens where screen.childFlow == nil {
        for input in screen.inputs {
          if input.name == "send" {
            diagnostics.emit(.reservedScreenInput(input.name), at: input.value.range)
          } else if let reason = driverScopeReason(input.name) {
            diagnostics.emit(
              .reservedDriverName(
                input.name, what: "a screen input", reason: reason,
                how: "takes screen inputs as parameters of its screen factories"),
              at: input.value.range)
          }
        }
      }
      for value in flow.environment {
        if let reason = members[value.name] ?? driverScopeReason(value.name) {
          diagnostics.emit(
            .reservedDriverName(
              value.name, what: "an environment value", reason: reason,
              how: "implements environment values as its own members"),
            at: value.range)
        }
      }
      for action in flow.actions {
        if let reason = members[action.name] ?? driverScopeReason(action.name) {
          diagnostics.emit(
            .reservedDriverName(
              action.name, what: "an action", reason: reason,
              how: "implements actions as its own methods"),
            at: action.range)
        }
      }
      // The fields in place, in this order: concatenating them copied every field of every
      // flow, on every validation (an editor validates after each change).
      for fields in [flow.inputs, flow.context, flow.environment] {
        checkTypes(of: fields, reserved: &reserved, into: &diagnostics)
      }
      for signatures in [flow.actions, flow.results] {
        for signature in signatures {
          checkTypes(of: signature.parameters, reserved: &reserved, into: &diagnostics)
        }
      }
      for screen in flow.screens {
        for event in screen.events {
          checkTypes(of: event.parameters, reserved: &reserved, into: &diagnostics)
        }
      }
    }
  }

  /// Reports each field whose type uses a reserved name.
  private static func checkTypes(
    of fields: [Field], reserved: inout ReservedTypes, into diagnostics: inout Diagnostics
  ) {
    for field in fields {
      forEachName(in: field.type) { name in
        if let reason = reserved.reason(for: name) {
          diagnostics.emit(
            .reservedTypeName(name, field: field.name, reason: reason), at: field.range)
        }
      }
    }
  }

  /// Calls `body` with the named type in `type` (`[Photo]?` -> `Photo`), built-ins excluded.
  static func forEachName(in type: ValueType, _ body: (String) -> Void) {
    switch type {
    case .enumeration(let name), .app(let name): body(name)
    case .optional(let wrapped), .array(let wrapped): forEachName(in: wrapped, body)
    default: break
    }
  }
}

extension Diagnostic.Message {
  static func reservedTypeName(_ name: String, field: String, reason: String) -> Self {
    .init(
      .invalidIdentifier,
      "`\(field)` has type `\(name)`, which the generated Swift code cannot use: `\(name)` is "
        + "\(reason); rename the type")
  }
  static func reservedScreenInput(_ name: String) -> Self {
    .init(
      .invalidIdentifier,
      "a screen input cannot be named `\(name)`: the generated code passes every screen its `send:` closure for its events; rename the input"
    )
  }
  static func reservedEnumName(_ name: String, reason: String) -> Self {
    .init(
      .invalidIdentifier,
      "enum `\(name)` cannot have this name: `\(name)` is \(reason); rename it")
  }
  static func reservedDriverName(_ name: String, what: String, reason: String, how: String)
    -> Self
  {
    .init(
      .invalidIdentifier,
      "\(what) cannot be named `\(name)`: `\(name)` is \(reason), and the generated "
        + "`FlowScriptDriver` \(how); rename it")
  }
}
