import FlowRunner
import FlowSpec

/// The values the planner tries for a payload field, a flow input or an environment value: every
/// case of an enum, both Booleans, numbers and strings near the literals the module compares
/// against and the values the flow holds, an app value named after its field, `nil` and a value
/// for an optional. The first of them is the value used when any value will do.
struct ValueCandidates: Sendable {
  let enums: [String: [String]]
  /// The integer, decimal and string literals written anywhere in the module, sorted.
  let ints: [Int]
  let doubles: [Double]
  let strings: [String]

  init(module: ValidatedModule) {
    enums = Dictionary(module.enums.map { ($0.name, $0.cases) }) { first, _ in first }
    var ints = Set<Int>()
    var doubles = Set<Double>()
    var strings = Set<String>()
    module.forEachExpression { expression in
      expression.forEachNodeInOrder { node in
        guard case .literal(let literal) = node.kind else { return }
        switch literal {
        case .int(let value): ints.insert(value)
        case .double(let value): doubles.insert(value)
        case .string(let value): strings.insert(value)
        default: break
        }
      }
    }
    self.ints = ints.sorted()
    self.doubles = doubles.sorted()
    self.strings = strings.sorted()
  }

  /// The values to try for a field `name` of `type`; `held` are values the flow holds now (those
  /// of the same type are tried too, and their neighbours for numbers).
  func values(for type: ValueType, name: String, held: [Value] = []) -> [Value] {
    switch type {
    case .bool:
      return [.bool(true), .bool(false)]
    case .enumeration(let enumName):
      return (enums[enumName] ?? []).map { .enumCase(type: enumName, name: $0) }
    case .int:
      var numbers = [0, 1]
      for value in ints + held.compactMap(\.intValue) {
        for delta in [-1, 0, 1] {
          let (near, overflow) = value.addingReportingOverflow(delta)
          if !overflow { numbers.append(near) }
        }
      }
      return Self.unique(numbers).map(Value.int)
    case .double:
      var numbers: [Double] = [0, 1]
      for value in doubles + ints.map(Double.init) + held.compactMap(\.doubleValue) {
        numbers += [value - 1, value, value + 1]
      }
      return Self.unique(numbers.filter(\.isFinite)).map(Value.double)
    case .string:
      let heldStrings = held.compactMap { value -> String? in
        if case .string(let text) = value { text } else { nil }
      }
      return Self.unique([name] + strings + heldStrings).filter { $0 != "nil" }.map(Value.string)
    case .date:
      let dates = held.filter { if case .date = $0 { true } else { false } }
      return Self.unique([Value.date("2026-01-01T00:00:00Z")] + dates)
    case .url:
      return [.url("https://example.com/\(name)")]
    case .app(let typeName):
      return [.app(type: typeName, token: name)]
    case .optional(let wrapped):
      return [.null] + values(for: wrapped, name: name, held: held)
    case .array(let element):
      return [.array([]), .array([values(for: element, name: name).first ?? .null])]
    }
  }

  /// The value used when any will do.
  func first(for type: ValueType, name: String) -> Value {
    values(for: type, name: name).first ?? .null
  }

  private static func unique<T: Hashable>(_ items: [T]) -> [T] {
    var seen = Set<T>()
    return items.filter { seen.insert($0).inserted }
  }
}

extension Value {
  fileprivate var intValue: Int? {
    if case .int(let value) = self { value } else { nil }
  }

  fileprivate var doubleValue: Double? {
    if case .double(let value) = self { value } else { nil }
  }
}
