// Record calls for values of the language's plain types: the generated code hands them the value
// as it is, and the record is built only when the session has observers.
// A part of the runtime every generated module carries in its FlowSupport.swift: this folder is
// compiled and linted as real Swift, and FlowSpec holds it as text (RuntimeTemplateTests).
// `public` marks the API, which `flowc generate --access` turns into the level asked for.

import Foundation

/// `recordSet(flow:field:KIND:)` and `recordAction(flow:name:argument:KIND:)` for each plain
/// type, and `recordAction(flow:name:)` for an action without arguments, which the flow's
/// `setNAME` and `performNAME` helpers call (and a handler for a value recorded in place); and
/// `recordTransition(flow:entry:of:)`, which reads the flow's transition table. A record built in
/// place, even behind `isRecording`, costs every handler compile time for its `FlowRecord` and
/// `FlowValue` expressions and its array of fields; a call with plain arguments does not
/// (docs/generated-code-design.md, "Where the time goes").
extension FlowSession {
  /// Reports `.transition` of `flow` from the entry that starts at byte `entry` of `table`, the
  /// flow's table of its transitions' constant parts: one entry a line, the index, `:` when a
  /// guard follows or `-` when there is none, then the screen, the event and the guard, each
  /// ended by a NUL. A handler then passes one integer where it passed three strings: less to
  /// compile in every handler (docs/generated-code-design.md, "The flow jobs in issue 14's
  /// third round"). The entry is read with pointers and `String(cString:)`, with no integer
  /// conversion and no generic code: those cost this file's compile time.
  func recordTransition(flow: String, entry: Int, of table: StaticString) {
    guard isRecording else { return }
    var next = table.utf8Start + entry
    var index = 0
    while next.pointee != UInt8(ascii: ":") && next.pointee != UInt8(ascii: "-") {
      // The digit's value, counted up.
      var code = UInt8(ascii: "0")
      index *= 10
      while code != next.pointee {
        code += 1
        index += 1
      }
      next += 1
    }
    let isGuarded = next.pointee == UInt8(ascii: ":")
    next += 1
    let screen = String(cString: next)
    while next.pointee != 0 { next += 1 }
    next += 1
    let event = String(cString: next)
    while next.pointee != 0 { next += 1 }
    let condition = isGuarded ? String(cString: next + 1) : nil
    report(
      .transition(flow: flow, screen: screen, event: event, index: index, condition: condition))
  }

  // flowc:if actionRecords
  /// Reports `.action` of an action without arguments.
  func recordAction(flow: String, name: String) {
    guard isRecording else { return }
    report(.action(flow: flow, name: name, arguments: []))
  }
  // flowc:end

  // flowc:if stringRecords
  /// Reports `.set` of a field to a `String`, built only with observers.
  func recordSet(flow: String, field: String, string value: String) {
    guard isRecording else { return }
    report(.set(flow: flow, field: field, value: .string(value)))
  }

  /// Reports `.action` of an action whose one argument is a `String`, built only with observers.
  func recordAction(flow: String, name: String, argument: String, string value: String) {
    guard isRecording else { return }
    report(.action(flow: flow, name: name, arguments: [FlowField(argument, .string(value))]))
  }
  // flowc:end

  // flowc:if intRecords
  /// Reports `.set` of a field to a `Int`, built only with observers.
  func recordSet(flow: String, field: String, int value: Int) {
    guard isRecording else { return }
    report(.set(flow: flow, field: field, value: .int(value)))
  }

  /// Reports `.action` of an action whose one argument is a `Int`, built only with observers.
  func recordAction(flow: String, name: String, argument: String, int value: Int) {
    guard isRecording else { return }
    report(.action(flow: flow, name: name, arguments: [FlowField(argument, .int(value))]))
  }
  // flowc:end

  // flowc:if doubleRecords
  /// Reports `.set` of a field to a `Double`, built only with observers.
  func recordSet(flow: String, field: String, double value: Double) {
    guard isRecording else { return }
    report(.set(flow: flow, field: field, value: .double(value)))
  }

  /// Reports `.action` of an action whose one argument is a `Double`, built only with observers.
  func recordAction(flow: String, name: String, argument: String, double value: Double) {
    guard isRecording else { return }
    report(.action(flow: flow, name: name, arguments: [FlowField(argument, .double(value))]))
  }
  // flowc:end

  // flowc:if boolRecords
  /// Reports `.set` of a field to a `Bool`, built only with observers.
  func recordSet(flow: String, field: String, bool value: Bool) {
    guard isRecording else { return }
    report(.set(flow: flow, field: field, value: .bool(value)))
  }

  /// Reports `.action` of an action whose one argument is a `Bool`, built only with observers.
  func recordAction(flow: String, name: String, argument: String, bool value: Bool) {
    guard isRecording else { return }
    report(.action(flow: flow, name: name, arguments: [FlowField(argument, .bool(value))]))
  }
  // flowc:end

  // flowc:if dateRecords
  /// Reports `.set` of a field to a `Date`, built only with observers.
  func recordSet(flow: String, field: String, date value: Date) {
    guard isRecording else { return }
    report(.set(flow: flow, field: field, value: .date(value)))
  }

  /// Reports `.action` of an action whose one argument is a `Date`, built only with observers.
  func recordAction(flow: String, name: String, argument: String, date value: Date) {
    guard isRecording else { return }
    report(.action(flow: flow, name: name, arguments: [FlowField(argument, .date(value))]))
  }
  // flowc:end

  // flowc:if urlRecords
  /// Reports `.set` of a field to a `URL`, built only with observers.
  func recordSet(flow: String, field: String, url value: URL) {
    guard isRecording else { return }
    report(.set(flow: flow, field: field, value: .url(value)))
  }

  /// Reports `.action` of an action whose one argument is a `URL`, built only with observers.
  func recordAction(flow: String, name: String, argument: String, url value: URL) {
    guard isRecording else { return }
    report(.action(flow: flow, name: name, arguments: [FlowField(argument, .url(value))]))
  }
  // flowc:end
}
