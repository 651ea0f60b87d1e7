// What observers are told: FlowRecord, its parts, and FlowObserver.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift; FlowSpec holds it as text (SupportFile+Templates.swift,
// kept equal to these files by RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

/// One thing a flow did, in the order it happened: switch on it for analytics, or print it
/// (`description` is the line `flowc run` prints).
///
///     func flowDidRecord(_ record: FlowRecord) {
///       switch record {
///       case .transition(let flow, let screen, let event, _, _):
///         analytics.log("\(flow).\(screen).\(event)")
///       case .action(_, let name, let arguments):
///         analytics.log(name, arguments.map(\.name))
///       default:
///         break
///       }
///     }
///
/// Records are built only while a session has observers. A value declared `sensitive` is
/// never held by a record: `FlowValue.sensitive` stands in its place.
public enum FlowRecord: Sendable, Equatable, CustomStringConvertible {
  /// A flow started: the root (`node` nil) or a child entered through `node` of its parent.
  case flowStarted(flow: String, node: String?, inputs: [FlowField])
  /// A start list chose its screen: the choice's position (from 0) and its guard as written.
  case startChoice(flow: String, index: Int, condition: String?)
  /// An event chose a transition: its position in the event's list (from 0) and the guard that
  /// held, as written (nil for an unguarded transition).
  case transition(flow: String, screen: String, event: String, index: Int, condition: String?)
  /// An event changed nothing, and why; `event` is its case's name.
  case ignored(flow: String, screen: String, event: String, reason: FlowIgnoredReason)
  /// A context field was assigned (even to the value it had).
  case set(flow: String, field: String, value: FlowValue)
  /// An action the app performs was called, with its arguments in declaration order.
  case action(flow: String, name: String, arguments: [FlowField])
  /// A navigation operation was performed.
  case navigation(FlowNavigation)
  /// A child flow finished with a result; its parent handles it next.
  case finished(flow: String, result: String, payload: [FlowField])
  /// The root flow finished with a result.
  case rootFinished(flow: String, result: String, payload: [FlowField])
  /// A flow ended without a result (`stop()`, system back, a swipe).
  case cancelled(flow: String)
  /// A screen shown since before the step was given its new inputs (a live screen).
  case update(flow: String, screen: String, inputs: [FlowField])
  /// UIKit did not show what the session models (`UIKitFlowNavigator`): never in a correct
  /// program, recorded in every build so that it is not silent.
  case navigationMismatch(String)

  // Written out: the synthesized `==` costs the support file's compile several times more
  // (docs/generated-code-design.md, "The support file's job in issue 14's fifth round").
  /// Whether two records are the same case with equal parts.
  public static func == (lhs: FlowRecord, rhs: FlowRecord) -> Bool {
    // A switch on `lhs` alone, without `default`: a case added to the enum and not compared here
    // does not compile. (One on both sides, listing each case for a different one on the right,
    // is more than the compiler checks for exhaustiveness.)
    switch lhs {
    case .flowStarted(let a, let b, let c):
      guard case .flowStarted(let d, let e, let f) = rhs else { return false }
      return (a, b, c) == (d, e, f)
    case .startChoice(let a, let b, let c):
      guard case .startChoice(let d, let e, let f) = rhs else { return false }
      return (a, b, c) == (d, e, f)
    case .transition(let a, let b, let c, let d, let e):
      guard case .transition(let f, let g, let h, let i, let j) = rhs else { return false }
      return (a, b, c, d, e) == (f, g, h, i, j)
    case .ignored(let a, let b, let c, let d):
      guard case .ignored(let e, let f, let g, let h) = rhs else { return false }
      return (a, b, c, d) == (e, f, g, h)
    case .set(let a, let b, let c):
      guard case .set(let d, let e, let f) = rhs else { return false }
      return (a, b, c) == (d, e, f)
    case .action(let a, let b, let c):
      guard case .action(let d, let e, let f) = rhs else { return false }
      return (a, b, c) == (d, e, f)
    case .navigation(let a):
      guard case .navigation(let b) = rhs else { return false }
      return a == b
    case .finished(let a, let b, let c):
      guard case .finished(let d, let e, let f) = rhs else { return false }
      return (a, b, c) == (d, e, f)
    case .rootFinished(let a, let b, let c):
      guard case .rootFinished(let d, let e, let f) = rhs else { return false }
      return (a, b, c) == (d, e, f)
    case .cancelled(let a):
      guard case .cancelled(let b) = rhs else { return false }
      return a == b
    case .update(let a, let b, let c):
      guard case .update(let d, let e, let f) = rhs else { return false }
      return (a, b, c) == (d, e, f)
    case .navigationMismatch(let a):
      guard case .navigationMismatch(let b) = rhs else { return false }
      return a == b
    }
  }

  /// The record as the line `flowc run` prints.
  public var description: String {
    switch self {
    case .flowStarted(let flow, let node, let inputs):
      let arguments = inputs.isEmpty ? "" : flowText("(", Self.list(inputs), ")")
      guard let node else { return flowText("start ", flow, arguments) }
      return flowText("start child flow ", flow, arguments, " at `", node, "`")
    case .startChoice(let flow, let index, let condition):
      return flowText(flow, " start -> choice ", String(index + 1), Self.why(condition, index))
    case .transition(let flow, let screen, let event, let index, let condition):
      return flowText(
        flow, ".", screen, ": ", event, " -> transition ", String(index + 1),
        Self.why(condition, index))
    case .ignored(let flow, let screen, let event, let reason):
      return flowText(flow, ".", screen, ": ", event, " ignored: ", reason.description)
    case .update(let flow, let screen, let inputs):
      return flowText("update ", flow, ".", screen, "(", Self.list(inputs), ")")
    case .navigationMismatch(let message):
      return "navigation mismatch: " + message
    case .set(_, let field, let value):
      return flowText("set ", field, " = ", value.description)
    case .action(_, let name, let arguments):
      return flowText("action ", name, "(", Self.list(arguments), ")")
    case .navigation(let operation):
      return operation.description
    case .finished(let flow, let result, let payload),
      .rootFinished(let flow, let result, let payload):
      let fields = payload.isEmpty ? "" : flowText("(", Self.list(payload), ")")
      return flowText(flow, " finished: ", result, fields)
    case .cancelled(let flow):
      return flow + " ended without a result"
    }
  }

  private static func why(_ condition: String?, _ index: Int) -> String {
    if let condition { return flowText(" (when ", condition, ")") }
    return index > 0 ? " (no earlier guard held)" : ""
  }

  private static func list(_ fields: [FlowField]) -> String {
    fields.map(\.description).joined(separator: ", ")
  }
}

/// A navigation operation, as `FlowNavigator` performs it.
public enum FlowNavigation: Sendable, Equatable, CustomStringConvertible {
  /// Pushed a screen onto the top stack.
  case push(screen: String)
  /// Presented a new stack whose root is the screen, as `presentation` says.
  case present(screen: String, presentation: FlowPresentation)
  /// Set the top stack's screens.
  case setStack(screens: [String])
  /// Popped the top screen.
  case pop
  /// Popped the top stack back to a screen.
  case popTo(screen: String)
  /// Dismissed this many of the topmost presented stacks.
  case dismiss(count: Int)
  /// Showed the tab bar of a tab container, with these tabs, the first selected.
  case tabs(names: [String])
  /// The user selected a tab.
  case selectTab(name: String)

  // Written out, as `FlowRecord`'s.
  /// Whether two operations are the same case with equal parts.
  public static func == (lhs: FlowNavigation, rhs: FlowNavigation) -> Bool {
    switch lhs {
    case .push(let a):
      guard case .push(let b) = rhs else { return false }
      return a == b
    case .present(let a, let b):
      guard case .present(let c, let d) = rhs else { return false }
      return (a, b) == (c, d)
    case .setStack(let a):
      guard case .setStack(let b) = rhs else { return false }
      return a == b
    case .pop:
      guard case .pop = rhs else { return false }
      return true
    case .popTo(let a):
      guard case .popTo(let b) = rhs else { return false }
      return a == b
    case .dismiss(let a):
      guard case .dismiss(let b) = rhs else { return false }
      return a == b
    case .tabs(let a):
      guard case .tabs(let b) = rhs else { return false }
      return a == b
    case .selectTab(let a):
      guard case .selectTab(let b) = rhs else { return false }
      return a == b
    }
  }

  /// The operation as `flowc run` prints it.
  public var description: String {
    switch self {
    case .push(let screen): return "push " + screen
    case .present(let screen, let presentation):
      let written = presentation.written
      return written.isEmpty
        ? "present " + screen : flowText("present ", screen, " (", written, ")")
    case .setStack(let screens):
      return flowText("set stack [", screens.joined(separator: ", "), "]")
    case .pop: return "pop"
    case .popTo(let screen): return "pop to " + screen
    case .dismiss(let count): return count == 1 ? "dismiss" : "dismiss " + String(count)
    case .tabs(let names): return flowText("tabs [", names.joined(separator: ", "), "]")
    case .selectTab(let name): return "select tab " + name
    }
  }
}

/// A name and its value: an input, argument or payload field.
public struct FlowField: Sendable, Equatable, CustomStringConvertible {
  /// The field's name, as the flow declares it.
  public let name: String
  /// Its value.
  public let value: FlowValue

  /// Creates a field.
  init(_ name: String, _ value: FlowValue) {
    self.name = name
    self.value = value
  }

  /// `name: value`.
  public var description: String { flowText(name, ": ", value.description) }
}

/// A value of the flow language, typed.
public indirect enum FlowValue: Sendable, Equatable, CustomStringConvertible {
  /// A `String`.
  case string(String)
  /// An `Int`.
  case int(Int)
  /// A `Double`.
  case double(Double)
  /// A `Bool`.
  case bool(Bool)
  /// A `Date`.
  case date(Date)
  /// A `URL`.
  case url(URL)
  /// A case of an enum declared under `types`.
  case enumCase(type: String, name: String)
  /// A value of an app type, by its `description`.
  case app(type: String, description: String)
  /// An array.
  case list([FlowValue])
  /// `nil`.
  case absent
  /// A value declared `sensitive`: the record does not hold it.
  case sensitive

  // Written out, as `FlowRecord`'s.
  /// Whether two values are the same case with equal parts.
  public static func == (lhs: FlowValue, rhs: FlowValue) -> Bool {
    switch lhs {
    case .string(let a):
      guard case .string(let b) = rhs else { return false }
      return a == b
    case .int(let a):
      guard case .int(let b) = rhs else { return false }
      return a == b
    case .double(let a):
      guard case .double(let b) = rhs else { return false }
      return a == b
    case .bool(let a):
      guard case .bool(let b) = rhs else { return false }
      return a == b
    case .date(let a):
      guard case .date(let b) = rhs else { return false }
      return a == b
    case .url(let a):
      guard case .url(let b) = rhs else { return false }
      return a == b
    case .enumCase(let a, let b):
      guard case .enumCase(let c, let d) = rhs else { return false }
      return (a, b) == (c, d)
    case .app(let a, let b):
      guard case .app(let c, let d) = rhs else { return false }
      return (a, b) == (c, d)
    case .list(let a):
      guard case .list(let b) = rhs else { return false }
      return a == b
    case .absent:
      guard case .absent = rhs else { return false }
      return true
    case .sensitive:
      guard case .sensitive = rhs else { return false }
      return true
    }
  }

  /// A value of an app type: its `description` where the type conforms to
  /// `CustomStringConvertible`, `<Type>` otherwise; never its fields by reflection.
  static func app<T>(_ type: String, _ value: T) -> FlowValue {
    guard let described = value as? any CustomStringConvertible else {
      return .app(type: type, description: flowText("<", type, ">"))
    }
    return .app(type: type, description: described.description)
  }

  /// `nil` as `.absent`, any other value as `convert` gives it.
  static func optional<T>(_ value: T?, _ convert: (T) -> FlowValue) -> FlowValue {
    guard let value else { return .absent }
    return convert(value)
  }

  /// An array, each item as `convert` gives it.
  static func list<T>(_ items: [T], _ convert: (T) -> FlowValue) -> FlowValue {
    .list(items.map(convert))
  }

  /// The value as `flowc run` prints it.
  public var description: String {
    switch self {
    case .string(let text): return flowQuoted(text)
    case .int(let number): return String(number)
    case .double(let number): return "\(number)"
    case .bool(let flag): return String(flag)
    case .date(let date):
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = [.withInternetDateTime]
      return formatter.string(from: date)
    case .url(let url): return url.absoluteString
    case .enumCase(_, let name): return "." + name
    case .app(_, let description): return description
    case .list(let items):
      return flowText("[", items.map(\.description).joined(separator: ", "), "]")
    case .absent: return "nil"
    case .sensitive: return "<sensitive>"
    }
  }
}

/// The parts one after another: the records' text is built so, which costs the support file's
/// compile less than string interpolation or chains of `+`.
func flowText(_ parts: String...) -> String {
  parts.joined()
}

/// Receives every record of a session (analytics, logging); several may listen at once. The
/// session holds each weakly (`FlowSession.addObserver`): the app keeps it alive.
@MainActor
public protocol FlowObserver: AnyObject {
  /// Called for each record, in order.
  func flowDidRecord(_ record: FlowRecord)
}
