import Foundation

@testable import FlowSpec

/// A small, seeded, deterministic random number generator (SplitMix64): the same seed gives the
/// same sequence on every platform and every run, so a failing case can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
  /// The generator's state; the seed at first.
  private(set) var state: UInt64

  /// Creates a generator from a seed.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`bound` > 0).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }

  /// One element of a non-empty collection.
  mutating func pick<C: Collection>(_ items: C) -> C.Element where C.Index == Int {
    items[items.startIndex + below(items.count)]
  }

  /// An index chosen with the given weights (at least one positive).
  mutating func weighted(_ weights: [Double]) -> Int {
    let total = weights.reduce(0, +)
    var point = Double(next() >> 11) / Double(1 << 53) * total
    for (index, weight) in weights.enumerated() where weight > 0 {
      if point < weight { return index }
      point -= weight
    }
    return weights.lastIndex { $0 > 0 } ?? 0
  }
}

/// How many cases the property tests run and from which seed, overridable from the environment:
/// `FLOWC_PROPERTY_SEED` (decimal or 0x-hex) and `FLOWC_PROPERTY_COUNT`.
enum PropertySettings {
  /// The seed of this run: `FLOWC_PROPERTY_SEED`, or a fresh random one (printed by each test).
  static let seed: UInt64 = {
    let text = ProcessInfo.processInfo.environment["FLOWC_PROPERTY_SEED"] ?? ""
    if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
    if let value = UInt64(text) { return value }
    return UInt64.random(in: 0...UInt64.max)
  }()

  /// `FLOWC_PROPERTY_COUNT` when set, else `fallback`.
  static func count(_ fallback: Int) -> Int {
    ProcessInfo.processInfo.environment["FLOWC_PROPERTY_COUNT"].flatMap { Int($0) } ?? fallback
  }

  /// The seed of case `index` of a test: replay one case with `FLOWC_PROPERTY_SEED=<it>` and
  /// `FLOWC_PROPERTY_COUNT=1`.
  static func caseSeed(_ index: Int) -> UInt64 {
    index == 0 ? seed : (seed ^ 0x2545_F491_4F6C_DD1D) &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15
  }
}

/// An expression of the flow language as the generator builds it: rendered as source text, with
/// the canonical form guard analysis compares.
indirect enum GeneratedExpression {
  /// Where a name comes from.
  enum Source: String {
    case input = "in"
    case context = "ctx"
    case environment = "env"
    case event = "ev"
  }

  case name(Source, String, ValueType)
  case integer(Int)
  case decimal(Double)
  case boolean(Bool)
  case string(String)
  case null
  case enumCase(type: String, name: String, qualified: Bool)
  case not(GeneratedExpression)
  case negate(GeneratedExpression)
  case binary(String, GeneratedExpression, GeneratedExpression)

  /// The expression as written in a flow file.
  var text: String {
    switch self {
    case .name(.event, let name, _): "event.\(name)"
    case .name(_, let name, _): name
    case .integer(let value): "\(value)"
    case .decimal(let value): "\(value)"
    case .boolean(let value): "\(value)"
    case .string(let value): "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
    case .null: "nil"
    case .enumCase(let type, let name, let qualified): qualified ? "\(type).\(name)" : ".\(name)"
    case .not(let operand): "!" + operand.operandText
    case .negate(let operand): "-" + operand.operandText
    case .binary(let op, let lhs, let rhs): "\(lhs.operandText) \(op) \(rhs.operandText)"
    }
  }

  /// The text, parenthesized unless it is a single token.
  private var operandText: String {
    switch self {
    case .not, .negate, .binary: "(\(text))"
    default: text
    }
  }

  /// A form that ignores parentheses and how a literal is spelled: equal for any two
  /// expressions flowc's guard analysis considers the same condition (and perhaps a few more).
  var canonical: String {
    switch self {
    case .name(let source, let name, _): "\(source.rawValue):\(name)"
    case .integer(let value): "n:\(Double(value))"
    case .decimal(let value): "n:\(value)"
    case .boolean(let value): "b:\(value)"
    case .string(let value): "s:\(value)"
    case .null: "nil"
    case .enumCase(let type, let name, _): "\(type).\(name)"
    case .not(let operand): "(!\(operand.canonical))"
    case .negate(let operand): "(-\(operand.canonical))"
    case .binary(let op, let lhs, let rhs): "(\(lhs.canonical) \(op) \(rhs.canonical))"
    }
  }

  /// True for literals whose type comes from their place (`1`, `nil`, `.case`).
  var needsContext: Bool {
    switch self {
    case .integer, .null: true
    case .enumCase(_, _, let qualified): !qualified
    case .negate(let operand): operand.needsContext
    default: false
    }
  }

  /// The enum type of a name or a qualified case, as guard analysis sees a subject's type.
  var enumType: String? {
    switch self {
    case .name(_, _, .enumeration(let name)): name
    case .enumCase(let type, _, _): type
    default: nil
    }
  }

  /// Mirrors flowc's guard analysis: `subject == .a || subject == .b` gives the subject's
  /// canonical form, its enum and the cases compared.
  var enumCover: (subject: String, type: String, cases: Set<String>)? {
    switch self {
    case .binary("==", let lhs, let rhs):
      let (subject, value): (GeneratedExpression, GeneratedExpression)
      if case .enumCase = rhs {
        (subject, value) = (lhs, rhs)
      } else {
        (subject, value) = (rhs, lhs)
      }
      guard case .enumCase(let type, let name, _) = value, subject.enumType == type else {
        return nil
      }
      return (subject.canonical, type, [name])
    case .binary("||", let lhs, let rhs):
      guard let left = lhs.enumCover, let right = rhs.enumCover, left.subject == right.subject
      else { return nil }
      return (left.subject, left.type, left.cases.union(right.cases))
    default:
      return nil
    }
  }
}

/// A name in scope with its type: an input, a readable context field, an environment value or an
/// event field.
struct ScopeAtom {
  /// The expression that reads it.
  var expression: GeneratedExpression
  /// Its type.
  var type: ValueType
}

/// Counts of the language features the generated modules used, so a test can check the
/// generator still exercises all of them.
struct GeneratorCoverage {
  /// Feature name -> how often it was generated.
  var counts: [String: Int] = [:]

  /// Counts one use of `feature`.
  mutating func note(_ feature: String) { counts[feature, default: 0] += 1 }

  /// Adds another tally.
  mutating func merge(_ other: GeneratorCoverage) {
    counts.merge(other.counts, uniquingKeysWith: +)
  }

  /// Every feature the generator is meant to exercise.
  static let expected = [
    "push", "present", "replace", "back", "popTo", "dismiss", "finish", "finishPayload", "stay",
    "childPush", "childPresent", "childReplace", "childStart", "childResultHandled", "set", "do",
    "guardElse", "enumSwitch", "openGuards", "startList", "startSwitch", "default", "optional",
    "tracked", "enum", "appType", "eventPayload", "screenInputs", "date", "url", "array",
    "numberGuard", "nilCompare", "flowStyle", "shorthand", "doList", "presentation",
    "noSwipe", "dismissed", "presentedChildStart",
  ]
}

/// What the generator planned for a node: the flow's screens on each of its stacks there (the
/// first is the stack the flow was entered on), and for a child-flow node whether a `present`
/// entered it (its child's screens then begin on a stack of their own).
struct NodeLayout {
  /// The flow's screens on each of its stacks at the node (for a child node: while its child runs,
  /// and once it has finished).
  var stacks: [[String]]
  /// A child-flow node entered by `present`.
  var presented: Bool
}

/// A random valid module: its files and what is needed to run and compile it.
struct RandomModule {
  /// The flow files.
  var files: [SourceFile]
  /// The flow to start.
  var root: String
  /// The root flow's inputs.
  var rootInputs: [(name: String, type: ValueType)]
  /// The enums, by name.
  var enums: [String: [String]]
  /// The app types used (the compile test declares stand-ins for them).
  var appTypes: [String]
  /// The environment values of the whole module with their types.
  var environment: [String: ValueType]
  /// What the module exercises.
  var coverage: GeneratorCoverage
  /// The layout planned at each node, by flow and node name.
  var layouts: [String: [String: NodeLayout]]

  /// All files, for a failure message.
  var text: String {
    files.map { "# --- \($0.path)\n" + String(decoding: $0.bytes, as: UTF8.self) }.joined(
      separator: "\n")
  }

  /// Generates the module of `seed`. With `compilable`, the module avoids what generated code
  /// is known not to compile (see the known-issue tests in `PropertyTests`): every flow used as a
  /// child declares a result, no environment value is shared by two flows, environment values,
  /// action names and child-node names are unique in the module and none is a member of the
  /// script driver, and no screen input is named `send`.
  static func generate(seed: UInt64, compilable: Bool = false) -> RandomModule {
    var builder = ModuleBuilder(rng: SplitMix64(seed: seed))
    builder.compilable = compilable
    if compilable {
      builder.moduleNames = ModuleBuilder.scriptDriverMembers.union(ModuleBuilder.navigatorMembers)
    }
    return builder.build()
  }
}

/// Builds a random module whose validity is guaranteed by construction: every flow's screens form
/// a tree (each node entered by one transition), so the navigation state and the context fields
/// set are known exactly at each node, as flowc's analyses compute them.
private struct ModuleBuilder {
  struct Signature {
    var name: String
    var parameters: [(name: String, type: ValueType)]
  }

  enum ContextKind {
    case tracked
    case optional
    case defaulted(GeneratedExpression)
  }

  struct ContextField {
    var name: String
    var type: ValueType
    var kind: ContextKind
  }

  enum Navigation {
    case stay(explicit: Bool)
    case push(String)
    /// The target, and the long form's keys after `screen` (nil for `present: target`).
    case present(String, String?)
    case replace(String)
    case back
    case popTo(String)
    case dismiss
    case finish(String, [(String, GeneratedExpression)])
  }

  struct Alternative {
    var condition: GeneratedExpression?
    var assignments: [(String, GeneratedExpression)] = []
    var calls: [(String, [(String, GeneratedExpression)])] = []
    var navigation: Navigation
    var flowStyle = false
    var listStyleDo = false
  }

  final class Node {
    let name: String
    let child: Int?
    /// This flow's screens on each of its stacks once the node is entered (for a child node: once
    /// the child has finished).
    let stacks: [[String]]
    /// The tracked context fields set on the path to the node.
    let assigned: Set<String>
    var view: String?
    var title: String?
    var leaf = false
    var inputs: [(String, GeneratedExpression)] = []
    var events: [Signature] = []
    var handlers: [[Alternative]] = []
    /// For a node a `present` enters whose stack may be swiped away: the presenter's stacks and
    /// the fields set once the present is made, where its `dismissed` transitions run.
    var swipedBackTo: (stacks: [[String]], assigned: Set<String>)?
    /// The `dismissed` transitions (empty: none).
    var dismissed: [Alternative] = []
    /// A child-flow node a `present` enters.
    var presented = false

    init(name: String, child: Int?, stacks: [[String]], assigned: Set<String>) {
      self.name = name
      self.child = child
      self.stacks = stacks
      self.assigned = assigned
    }
  }

  final class Plan {
    let name: String
    var description: String?
    var inputs: [(name: String, type: ValueType)] = []
    var context: [ContextField] = []
    var environment: [(name: String, type: ValueType)] = []
    var actions: [Signature] = []
    var results: [Signature] = []
    var declaredEnums: [String] = []
    var children: [Int] = []
    var start: [(GeneratedExpression?, String)] = []
    var nodes: [Node] = []
    var names = Set<String>()
    var screenNames = Set<String>()
    var budget = 0

    init(name: String) { self.name = name }
  }

  static let lowerWords = [
    "item", "count", "note", "title", "total", "flag", "state", "value", "link", "mode", "amount",
    "label", "items", "choice", "send", "inputs", "child", "screens", "start", "finish", "result",
    "delegate", "environment", "actions", "children", "open", "type", "data", "index", "tag",
    "when", "to", "view", "flow", "on",
  ]
  static let screenWords = [
    "home", "list", "detail", "edit", "confirm", "review", "settings", "picker", "summary", "done",
    "start", "finish", "push", "present", "replace", "popTo", "form", "flow", "view", "title",
  ]
  static let eventWords = [
    "next", "cancel", "done", "select", "retry", "close", "save", "pick", "tap", "back", "dismiss",
    "finish", "submit", "open",
  ]
  static let flowWords = ["App", "Checkout", "Editor", "Picker", "Login", "Detail", "Settings"]
  static let appWords = ["Item", "Photo", "Album", "Ticket", "Receipt", "Address"]
  static let enumWords = ["Tier", "Mode", "Size", "Shade", "Heading"]
  static let caseWords = [
    "basic", "plus", "pro", "small", "large", "red", "green", "blue", "north", "south", "all",
    "first", "last", "on", "off", "open", "closed", "none",
  ]
  static let textPieces = ["a", "Hi", "é", "\"q\"", "back\\slash", "it's", "$x", "\\(y)", "😀", " "]

  var rng: SplitMix64
  var enums: [(name: String, cases: [String])] = []
  var appTypes: [String] = []
  var environmentTypes: [String: ValueType] = [:]
  var plans: [Plan?] = []
  var usedAsChild = Set<Int>()
  var coverage = GeneratorCoverage()
  var compilable = false
  /// The script driver's own members, which an environment value or action must not be named
  /// (validation rejects them: the driver implements every flow's protocols in one class), and,
  /// when `compilable`, the navigator's methods as well.
  static let scriptDriverMembers = Set(GeneratedNames.driverMemberNames.keys).union(
    GeneratedNames.driverScopeNames.keys)
  static let navigatorMembers: Set<String> = [
    "push", "present", "setStack", "pop", "popTo", "dismiss",
  ]
  /// Names kept unique across the module when `compilable`.
  var moduleNames = Set<String>()

  init(rng: SplitMix64) { self.rng = rng }

  // MARK: Module

  mutating func build() -> RandomModule {
    for index in 0..<rng.int(1...3) {
      let cases = Array(Self.caseWords.shuffled(using: &rng).prefix(rng.int(2...4)))
      enums.append((Self.enumWords[index], cases))
    }
    appTypes = Array(Self.appWords.shuffled(using: &rng).prefix(rng.int(1...3)))
    let count = rng.int(1...4)
    plans = Array(repeating: nil, count: count)
    for index in stride(from: count - 1, through: 0, by: -1) {
      plans[index] = buildFlow(index, count: count)
    }
    // Each enum declared by one flow, sometimes again (identically) by another.
    for enumeration in enums {
      plans[rng.below(count)]!.declaredEnums.append(enumeration.name)
      if count > 1 && rng.chance(0.3) {
        let other = plans[rng.below(count)]!
        if !other.declaredEnums.contains(enumeration.name) {
          other.declaredEnums.append(enumeration.name)
        }
      }
    }
    let files = plans.map { plan in
      SourceFile(path: "\(plan!.name).flow.yaml", text: yaml(plan!))
    }
    let root = plans[0]!
    var layouts: [String: [String: NodeLayout]] = [:]
    for plan in plans {
      for node in plan!.nodes {
        layouts[plan!.name, default: [:]][node.name] = NodeLayout(
          stacks: node.stacks, presented: node.presented)
      }
    }
    return RandomModule(
      files: files, root: root.name, rootInputs: root.inputs,
      enums: Dictionary(uniqueKeysWithValues: enums.map { ($0.name, $0.cases) }),
      appTypes: appTypes, environment: environmentTypes, coverage: coverage, layouts: layouts)
  }

  // MARK: Names and types

  mutating func uniqueName(_ words: [String], in used: inout Set<String>) -> String {
    let word = rng.pick(words)
    var name = word
    var suffix = 1
    while used.contains(name) {
      suffix += 1
      name = "\(word)\(suffix)"
    }
    used.insert(name)
    return name
  }

  mutating func randomType(depth: Int = 2, optional: Bool = true) -> ValueType {
    var weights: [Double] = [3, 3, 3, 2, enums.isEmpty ? 0 : 3, 1, 1, 2, 0, 0]
    if depth > 0 {
      weights[8] = optional ? 3 : 0
      weights[9] = 1
    }
    switch rng.weighted(weights) {
    case 0: return .int
    case 1: return .string
    case 2: return .bool
    case 3: return .double
    case 4: return .enumeration(rng.pick(enums).name)
    case 5: return .date
    case 6: return .url
    case 7: return .app(rng.pick(appTypes))
    case 8: return .optional(randomType(depth: depth - 1, optional: false))
    default: return .array(randomType(depth: depth - 1))
    }
  }

  func isLiteral(_ type: ValueType) -> Bool {
    switch type {
    case .int, .string, .bool, .double, .enumeration, .optional: true
    default: false
    }
  }

  mutating func note(_ type: ValueType) {
    switch type {
    case .date: coverage.note("date")
    case .url: coverage.note("url")
    case .app: coverage.note("appType")
    case .enumeration: coverage.note("enum")
    case .array(let element):
      coverage.note("array")
      note(element)
    case .optional(let wrapped): note(wrapped)
    default: break
    }
  }

  // MARK: Expressions

  /// The ways `value` can build an expression.
  enum ValueOption {
    case atom, null
    case wrapped(ValueType)
    case integer, negative, arithmetic, negateAtom, decimal
    case boolean, condition, string, qualifiedCase, shortCase
  }

  /// A value of `type` over `atoms`. `hinted`: the place gives the expected type (so `1`, `nil`
  /// and `.case` may be used); otherwise the expression must type itself.
  mutating func value(
    _ type: ValueType, _ atoms: [ScopeAtom], depth: Int = 2, hinted: Bool = true
  ) -> GeneratedExpression? {
    let exact = atoms.filter { $0.type == type }.map(\.expression)
    var options: [(ValueOption, Double)] = []
    if !exact.isEmpty { options.append((.atom, 4)) }
    var cases: [String] = []
    switch type {
    case .optional(let wrapped) where hinted:
      options += [(.null, 2), (.wrapped(wrapped), 2)]
    case .int:
      options += [(.integer, 2), (.negative, 0.3)]
      if depth > 0 { options.append((.arithmetic, 1)) }
      if depth > 0 && !exact.isEmpty { options.append((.negateAtom, 0.5)) }
    case .double:
      options.append((.decimal, 2))
      if hinted { options.append((.integer, 1)) }
      if depth > 0 { options.append((.arithmetic, 1)) }
    case .bool:
      options.append((.boolean, 1))
      if depth > 0 { options.append((.condition, 3)) }
    case .string:
      options.append((.string, 2))
    case .enumeration(let name):
      cases = enums.first { $0.name == name }?.cases ?? []
      options.append((.qualifiedCase, 2))
      if hinted { options.append((.shortCase, 2)) }
    default:
      break
    }
    while !options.isEmpty {
      let chosen = rng.weighted(options.map(\.1))
      let option = options.remove(at: chosen).0
      switch option {
      case .atom: return rng.pick(exact)
      case .null: return .null
      case .wrapped(let wrapped):
        if let result = value(wrapped, atoms, depth: depth, hinted: true) { return result }
      case .integer: return .integer(rng.int(0...20))
      case .negative: return .negate(.integer(rng.int(1...9)))
      case .arithmetic:
        guard let lhs = value(type, atoms, depth: depth - 1, hinted: false),
          let rhs = value(type, atoms, depth: depth - 1, hinted: true)
        else { continue }
        return .binary(rng.chance(0.5) ? "+" : "-", lhs, rhs)
      case .negateAtom: return .negate(rng.pick(exact))
      case .decimal: return .decimal(Double(rng.int(0...40)) / 4)
      case .boolean: return .boolean(rng.chance(0.5))
      case .condition: return condition(atoms, depth: depth - 1)
      case .string:
        var text = ""
        for _ in 0..<rng.int(0...3) { text += rng.pick(Self.textPieces) }
        return .string(text)
      case .qualifiedCase:
        guard case .enumeration(let name) = type else { continue }
        return .enumCase(type: name, name: rng.pick(cases), qualified: true)
      case .shortCase:
        guard case .enumeration(let name) = type else { continue }
        return .enumCase(type: name, name: rng.pick(cases), qualified: false)
      }
    }
    return nil
  }

  /// A Bool expression other than a bare literal: comparisons, `!`, `&&`, `||`.
  mutating func condition(_ atoms: [ScopeAtom], depth: Int = 2) -> GeneratedExpression {
    for _ in 0..<8 {
      switch rng.weighted([3, 3, depth > 0 ? 1 : 0, depth > 0 ? 1.5 : 0, 2]) {
      case 0:
        if let comparison = comparison(atoms, depth: depth) { return comparison }
      case 1:
        let bools = atoms.filter { $0.type == .bool }
        if !bools.isEmpty { return rng.pick(bools).expression }
      case 2:
        return .not(condition(atoms, depth: depth - 1))
      case 3:
        return .binary(
          rng.chance(0.5) ? "&&" : "||", condition(atoms, depth: depth - 1),
          condition(atoms, depth: depth - 1))
      default:
        if let comparison = comparison(atoms, depth: depth, ordered: true) { return comparison }
      }
    }
    return .binary("==", .integer(rng.int(0...3)), .integer(rng.int(0...3)))
  }

  /// `lhs op rhs` over a type both sides can have: the left types itself, the right is typed by it.
  mutating func comparison(_ atoms: [ScopeAtom], depth: Int, ordered: Bool = false)
    -> GeneratedExpression?
  {
    var types: [ValueType] = [.int, .double, .string]
    if !ordered { types += [.bool] + enums.map { .enumeration($0.name) } }
    for atom in atoms {
      switch atom.type {
      case .date: types.append(.date)
      case .url where !ordered: types.append(.url)
      case .optional(let wrapped) where !ordered:
        if wrapped.isEquatable || rng.chance(0.5) { types.append(atom.type) }
      default: break
      }
    }
    let type = rng.pick(types)
    guard var lhs = value(type, atoms, depth: depth, hinted: false) else { return nil }
    var rhs: GeneratedExpression
    if type.isOptional && !type.isEquatable {
      rhs = .null
    } else {
      guard let right = value(type, atoms, depth: depth, hinted: true) else { return nil }
      rhs = right
    }
    let isNilComparison: Bool
    if case .null = rhs { isNilComparison = true } else { isNilComparison = false }
    if isNilComparison { coverage.note("nilCompare") }
    if type.isNumeric { coverage.note("numberGuard") }
    if rhs.needsContext && !lhs.needsContext && rng.chance(0.3) { swap(&lhs, &rhs) }
    // A nil comparison is `==`: a `!= nil` conjunct narrows its name for the rest of the guard
    // and the transition, where another nil comparison of it is an error (it cannot be nil
    // there); `!(x == nil)`, from `condition`, still tests the other way without narrowing.
    let op =
      ordered
      ? rng.pick(["<", "<=", ">", ">="])
      : (isNilComparison || rng.chance(0.7) ? "==" : "!=")
    return .binary(op, lhs, rhs)
  }

  // MARK: Flows

  mutating func buildFlow(_ index: Int, count: Int) -> Plan {
    let plan = Plan(name: "\(rng.pick(Self.flowWords))\(index)")
    if rng.chance(0.3) { plan.description = "Flow \(index): \"quotes\", \\ and */ stay text." }
    // Children: flows after this one, so there is no cycle; each flow used at least once.
    for child in (index + 1)..<max(count, index + 1) {
      if !usedAsChild.contains(child) || rng.chance(0.3) { plan.children.append(child) }
    }
    for child in plan.children { usedAsChild.insert(child) }
    for _ in 0..<rng.int(0...3) {
      let type = randomType()
      note(type)
      plan.inputs.append((uniqueName(Self.lowerWords, in: &plan.names), type))
    }
    for _ in 0..<rng.int(0...2) {
      let shared = environmentTypes.filter { !plan.names.contains($0.key) }.sorted {
        $0.key < $1.key
      }
      if !shared.isEmpty && !compilable && rng.chance(0.4) {
        let (name, type) = rng.pick(shared)
        plan.names.insert(name)
        plan.environment.append((name, type))
      } else {
        addEnvironment(randomType(), to: plan)
      }
    }
    // What every place of the flow can produce: literals, inputs and the environment.
    var baseTypes: [ValueType] =
      [.int, .string, .bool, .double] + enums.map { .enumeration($0.name) }
    baseTypes += plan.inputs.map(\.type) + plan.environment.map(\.type)
    for child in plan.children {
      for input in plans[child]!.inputs where !isLiteral(input.type) {
        if !baseTypes.contains(input.type) {
          addEnvironment(input.type, to: plan)
          baseTypes.append(input.type)
        }
      }
    }
    func parameters(_ range: ClosedRange<Int>) -> [(name: String, type: ValueType)] {
      var used = Set<String>()
      return (0..<rng.int(range)).map { _ in
        let type =
          rng.chance(0.2) ? .optional(randomType(depth: 1, optional: false)) : rng.pick(baseTypes)
        return (uniqueName(Self.lowerWords, in: &used), type)
      }
    }
    for _ in 0..<rng.int(0...2) {
      var used = plan.names.union(compilable ? moduleNames : Self.scriptDriverMembers)
      let name = uniqueName(Self.lowerWords, in: &used)
      plan.names.insert(name)
      moduleNames.insert(name)
      plan.actions.append(Signature(name: name, parameters: parameters(0...3)))
    }
    for _ in 0..<rng.int(index == 0 ? 0...2 : compilable ? 1...3 : 0...3) {
      plan.results.append(
        Signature(name: uniqueName(Self.lowerWords, in: &plan.names), parameters: parameters(0...2))
      )
    }
    for _ in 0..<rng.int(0...4) {
      let name = uniqueName(Self.lowerWords, in: &plan.names)
      switch rng.below(3) {
      case 0:
        let type = randomType()
        note(type)
        coverage.note("tracked")
        plan.context.append(ContextField(name: name, type: type, kind: .tracked))
      case 1:
        coverage.note("optional")
        plan.context.append(
          ContextField(
            name: name, type: .optional(randomType(depth: 1, optional: false)), kind: .optional))
      default:
        let type = rng.pick(baseTypes)
        let atoms = inputAtoms(plan) + environmentAtoms(plan)
        if let initial = value(type, atoms) {
          coverage.note("default")
          plan.context.append(ContextField(name: name, type: type, kind: .defaulted(initial)))
        }
      }
    }
    plan.budget = rng.int(2...9)
    buildStart(plan)
    var head = 0
    while head < plan.nodes.count {
      fill(plan.nodes[head], in: plan)
      head += 1
    }
    return plan
  }

  mutating func addEnvironment(_ type: ValueType, to plan: Plan) {
    note(type)
    var used = plan.names.union(environmentTypes.keys).union(
      compilable ? moduleNames : Self.scriptDriverMembers)
    let name = uniqueName(Self.lowerWords, in: &used)
    plan.names.insert(name)
    moduleNames.insert(name)
    environmentTypes[name] = type
    plan.environment.append((name, type))
  }

  func inputAtoms(_ plan: Plan) -> [ScopeAtom] {
    plan.inputs.map { ScopeAtom(expression: .name(.input, $0.name, $0.type), type: $0.type) }
  }

  func environmentAtoms(_ plan: Plan) -> [ScopeAtom] {
    plan.environment.map {
      ScopeAtom(expression: .name(.environment, $0.name, $0.type), type: $0.type)
    }
  }

  /// Inputs, environment, and the context fields readable once `assigned` are set.
  func atoms(_ plan: Plan, assigned: Set<String>) -> [ScopeAtom] {
    var atoms = inputAtoms(plan) + environmentAtoms(plan)
    for field in plan.context {
      if case .tracked = field.kind, !assigned.contains(field.name) { continue }
      atoms.append(ScopeAtom(expression: .name(.context, field.name, field.type), type: field.type))
    }
    return atoms
  }

  mutating func newNode(
    in plan: Plan, child: Int?, stacks: [[String]], assigned: Set<String>, leaf: Bool = false
  ) -> Node {
    var used = plan.screenNames.union(compilable && child != nil ? moduleNames : [])
    let name = uniqueName(Self.screenWords, in: &used)
    plan.screenNames.insert(name)
    if child != nil { moduleNames.insert(name) }
    var stacks = stacks
    if child == nil { stacks[stacks.count - 1].append(name) }
    let node = Node(name: name, child: child, stacks: stacks, assigned: assigned)
    node.leaf = leaf || plan.nodes.count >= plan.budget
    plan.nodes.append(node)
    return node
  }

  mutating func buildStart(_ plan: Plan) {
    let scope = atoms(plan, assigned: [])
    let subjects = scope.filter { if case .enumeration = $0.type { true } else { false } }
    let mode = rng.weighted([6, 2, subjects.isEmpty ? 0 : 1.5])
    var conditions: [GeneratedExpression?] = []
    switch mode {
    case 0:
      conditions = [nil]
    case 1:
      coverage.note("startList")
      var seen = Set<String>()
      for _ in 0..<rng.int(1...2) {
        let condition = condition(scope)
        if condition.enumCover == nil, seen.insert(condition.canonical).inserted {
          conditions.append(condition)
        }
      }
      conditions.append(nil)
    default:
      coverage.note("startSwitch")
      conditions = enumSwitch(rng.pick(subjects))
    }
    for condition in conditions {
      let child = !plan.children.isEmpty && rng.chance(0.2) ? rng.pick(plan.children) : nil
      if child != nil { coverage.note("childStart") }
      let node = newNode(in: plan, child: child, stacks: [[]], assigned: [])
      plan.start.append((condition, node.name))
    }
  }

  /// Guards that compare `subject` with every case of its enum, a group of cases each.
  mutating func enumSwitch(_ subject: ScopeAtom) -> [GeneratedExpression?] {
    guard case .enumeration(let name) = subject.type,
      let cases = enums.first(where: { $0.name == name })?.cases
    else { return [nil] }
    var groups: [[String]] = []
    for item in cases.shuffled(using: &rng) {
      if groups.isEmpty || rng.chance(0.6) {
        groups.append([item])
      } else {
        groups[groups.count - 1].append(item)
      }
    }
    return groups.map { group in
      var result: GeneratedExpression?
      for item in group {
        let literal = GeneratedExpression.enumCase(
          type: name, name: item, qualified: rng.chance(0.3))
        let comparison: GeneratedExpression =
          rng.chance(0.2)
          ? .binary("==", literal, subject.expression) : .binary("==", subject.expression, literal)
        result = result.map { .binary("||", $0, comparison) } ?? comparison
      }
      return result
    }
  }

  mutating func fill(_ node: Node, in plan: Plan) {
    let scope = atoms(plan, assigned: node.assigned)
    if let child = node.child {
      let childPlan = plans[child]!
      for input in childPlan.inputs {
        // Every non-literal child input type is in the environment, so this always succeeds.
        node.inputs.append((input.name, value(input.type, scope) ?? .null))
      }
      node.events = childPlan.results.map { Signature(name: $0.name, parameters: $0.parameters) }
      if !node.events.isEmpty { coverage.note("childResultHandled") }
    } else {
      if rng.chance(0.6) { node.view = upperFirst(node.name) + "ViewController" }
      if rng.chance(0.4) { node.title = "Screen \(node.name) \"\(rng.pick(Self.textPieces))\"" }
      // `send` is rejected as a screen input: it would collide with the screen's own `send:`.
      var used: Set<String> = ["send"]
      for _ in 0..<rng.int(0...2) {
        let type = randomType()
        // A view's inputs have no declared type: the expression must type itself.
        if let expression = value(type, scope, hinted: false) {
          coverage.note("screenInputs")
          node.inputs.append((uniqueName(Self.lowerWords, in: &used), expression))
        }
      }
      if !node.leaf {
        var names = Set<String>()
        for _ in 0..<rng.int(0...3) {
          var fields = Set<String>()
          let payload = (0..<rng.int(0...2)).map { _ in
            let type = randomType()
            note(type)
            return (name: uniqueName(Self.lowerWords, in: &fields), type: type)
          }
          if !payload.isEmpty { coverage.note("eventPayload") }
          node.events.append(
            Signature(name: uniqueName(Self.eventWords, in: &names), parameters: payload))
        }
      }
    }
    for event in node.events {
      node.handlers.append(handler(node, event, in: plan))
    }
    // `dismissed` runs where the present was made: on a node standing for the presenter's state.
    if let presenter = node.swipedBackTo, rng.chance(0.5) {
      coverage.note("dismissed")
      let state = Node(
        name: node.name, child: nil, stacks: presenter.stacks, assigned: presenter.assigned)
      node.dismissed = handler(state, Signature(name: "dismissed", parameters: []), in: plan)
    }
  }

  /// A random presentation in the long form's words, and whether the user may swipe it away.
  mutating func presentation() -> (text: String, swipeable: Bool) {
    let style = rng.pick([
      "sheet", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "popover",
    ])
    var parts = rng.chance(0.3) && style == "sheet" ? [] : ["style: \(style)"]
    if ["sheet", "pageSheet", "formSheet"].contains(style) && rng.chance(0.5) {
      parts.append(
        "detents: [" + rng.pick(["medium", "large", "medium, large", "large, medium"]) + "]")
    }
    var swipeable = style != "fullScreen" && style != "overFullScreen"
    if rng.chance(0.5) {
      let allowed = swipeable && rng.chance(0.5)
      parts.append("swipeToDismiss: \(allowed)")
      swipeable = allowed
    }
    if !swipeable { coverage.note("noSwipe") }
    return (parts.joined(separator: ", "), swipeable)
  }

  mutating func handler(_ node: Node, _ event: Signature, in plan: Plan) -> [Alternative] {
    let scope =
      atoms(plan, assigned: node.assigned)
      + event.parameters.map {
        ScopeAtom(expression: .name(.event, $0.name, $0.type), type: $0.type)
      }
    let subjects = scope.filter { if case .enumeration = $0.type { true } else { false } }
    var conditions: [GeneratedExpression?] = []
    // After a child that replaced this flow's screens, a result list must always choose.
    let mustChoose = node.child != nil && node.stacks[node.stacks.count - 1].isEmpty
    switch rng.weighted([5, 3, subjects.isEmpty ? 0 : 1.5, mustChoose ? 0 : 1.5]) {
    case 0:
      conditions = [nil]
    case 2:
      coverage.note("enumSwitch")
      conditions = enumSwitch(rng.pick(subjects))
    case let mode:
      // Guards, then (mode 1) an alternative without `when`. Mirrors flowc's guard analysis:
      // no repeated condition, and nothing after a list that is exhaustive over an enum.
      var seen = Set<String>()
      var covered: [String: Set<String>] = [:]
      var exhausted = false
      for _ in 0..<rng.int(1...3) {
        let condition = condition(scope)
        guard seen.insert(condition.canonical).inserted else { continue }
        conditions.append(condition)
        if let cover = condition.enumCover {
          covered[cover.subject, default: []].formUnion(cover.cases)
          let all = Set(enums.first { $0.name == cover.type }?.cases ?? [])
          if covered[cover.subject]!.isSuperset(of: all) {
            exhausted = true
            break
          }
        }
      }
      if mode == 1 && !exhausted {
        coverage.note("guardElse")
        conditions.append(nil)
      } else if !exhausted {
        coverage.note("openGuards")
      }
    }
    return conditions.map { alternative(node, scope, condition: $0, in: plan) }
  }

  mutating func alternative(
    _ node: Node, _ scope: [ScopeAtom], condition: GeneratedExpression?, in plan: Plan
  ) -> Alternative {
    var assignments: [(String, GeneratedExpression)] = []
    for field in plan.context where rng.chance(0.3) {
      if let expression = value(field.type, scope) { assignments.append((field.name, expression)) }
    }
    if !assignments.isEmpty { coverage.note("set") }
    let newlySet = Set(assignments.map(\.0))
    let after =
      atoms(plan, assigned: node.assigned.union(newlySet))
      + scope.filter {
        if case .name(.event, _, _) = $0.expression { true } else { false }
      }
    var calls: [(String, [(String, GeneratedExpression)])] = []
    if !plan.actions.isEmpty {
      for _ in 0..<rng.weighted([3, 2, 1]) {
        let action = rng.pick(plan.actions)
        if calls.contains(where: { $0.0 == action.name }) { continue }
        calls.append(
          (action.name, action.parameters.map { ($0.name, value($0.type, after) ?? .null) }))
      }
    }
    if !calls.isEmpty { coverage.note("do") }
    let navigation = navigation(
      node, after: after, assigned: node.assigned.union(newlySet), in: plan)
    var result = Alternative(
      condition: condition, assignments: assignments, calls: calls, navigation: navigation)
    result.flowStyle = rng.chance(0.3)
    result.listStyleDo = rng.chance(0.4)
    return result
  }

  mutating func navigation(
    _ node: Node, after: [ScopeAtom], assigned: Set<String>, in plan: Plan
  ) -> Navigation {
    let top = node.stacks[node.stacks.count - 1]
    let empty = top.isEmpty
    let canCreate = plan.nodes.count < plan.budget && !node.leaf
    let hasChildren = !plan.children.isEmpty
    let popTargets = node.stacks.joined().filter { $0 != node.name }
    let weights: [Double] = [
      canCreate ? 3 : 0,  // push a screen
      canCreate && hasChildren ? 1 : 0,  // push a child
      canCreate ? 1 : 0,  // replace with a screen
      canCreate && hasChildren ? 0.5 : 0,  // replace with a child
      canCreate && !empty ? 1.5 : 0,  // present a screen
      canCreate && !empty && hasChildren ? 1 : 0,  // present a child
      top.count >= 2 ? 2 : 0,  // back
      popTargets.isEmpty ? 0 : 1,  // popTo
      node.stacks.count >= 2 ? 1.5 : 0,  // dismiss
      plan.results.isEmpty ? 0 : 1.5,  // finish
      empty ? 0 : 1,  // stay
    ]
    let choice = weights.contains { $0 > 0 } ? rng.weighted(weights) : -1
    switch choice {
    case 0, 1, -1:
      let child = choice == 1 ? rng.pick(plan.children) : nil
      coverage.note(child == nil ? "push" : "childPush")
      let target = newNode(
        in: plan, child: child, stacks: node.stacks, assigned: assigned, leaf: choice == -1)
      return .push(target.name)
    case 2, 3:
      let child = choice == 3 ? rng.pick(plan.children) : nil
      coverage.note(child == nil ? "replace" : "childReplace")
      var stacks = node.stacks
      stacks[stacks.count - 1] = []
      return .replace(newNode(in: plan, child: child, stacks: stacks, assigned: assigned).name)
    case 4, 5:
      let child = choice == 5 ? rng.pick(plan.children) : nil
      coverage.note(child == nil ? "present" : "childPresent")
      let stacks = child == nil ? node.stacks + [[]] : node.stacks
      let target = newNode(in: plan, child: child, stacks: stacks, assigned: assigned)
      if let child {
        target.presented = true
        // The presented flow's first node is a child flow (issue 32, item 1): when that child
        // finishes, the stack presented for the flow stays for its next screen.
        if plans[child]!.nodes.contains(where: { node in
          node.child != nil && plans[child]!.start.contains { $0.1 == node.name }
        }) {
          coverage.note("presentedChildStart")
        }
      }
      guard rng.chance(0.5) else {
        target.swipedBackTo = (node.stacks, assigned)
        return .present(target.name, nil)
      }
      coverage.note("presentation")
      let (text, swipeable) = presentation()
      if swipeable { target.swipedBackTo = (node.stacks, assigned) }
      return .present(target.name, text.isEmpty ? nil : text)
    case 6:
      coverage.note("back")
      return .back
    case 7:
      coverage.note("popTo")
      return .popTo(rng.pick(popTargets))
    case 8:
      coverage.note("dismiss")
      return .dismiss
    case 9:
      let result = rng.pick(plan.results)
      coverage.note("finish")
      if !result.parameters.isEmpty { coverage.note("finishPayload") }
      return .finish(
        result.name, result.parameters.map { ($0.name, value($0.type, after) ?? .null) })
    default:
      coverage.note("stay")
      return .stay(explicit: rng.chance(0.5))
    }
  }

  func upperFirst(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

  // MARK: YAML

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// An expression as a YAML scalar: plain when it is a simple name or number, else quoted.
  static func scalar(_ expression: GeneratedExpression) -> String {
    let text = expression.text
    let plain = text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "."
    }
    return plain && text.first != "." ? text : quoted(text)
  }

  mutating func typeText(_ type: ValueType) -> String {
    if case .array(let element) = type, isPlainName(element), rng.chance(0.5) {
      coverage.note("plainArray")
      return "[\(element)]"
    }
    return isPlainName(type) ? type.description : Self.quoted(type.description)
  }

  func isPlainName(_ type: ValueType) -> Bool {
    switch type {
    case .optional, .array: false
    default: true
    }
  }

  mutating func fieldsText(_ fields: [(name: String, type: ValueType)]) -> String {
    var parts: [String] = []
    for field in fields { parts.append("\(field.name): \(typeText(field.type))") }
    return parts.isEmpty ? "{}" : "{ " + parts.joined(separator: ", ") + " }"
  }

  static func mapText(_ pairs: [(String, GeneratedExpression)]) -> String {
    pairs.isEmpty
      ? "{}" : "{ " + pairs.map { "\($0.0): \(scalar($0.1))" }.joined(separator: ", ") + " }"
  }

  mutating func yaml(_ plan: Plan) -> String {
    var lines = ["# Generated by the property tests.", "flow: \(plan.name)"]
    if let description = plan.description {
      lines.append("description: \(Self.quoted(description))")
    }
    if !plan.declaredEnums.isEmpty {
      lines.append("types:")
      for name in plan.declaredEnums {
        let cases = enums.first { $0.name == name }!.cases
        lines.append("  \(name): [\(cases.joined(separator: ", "))]")
      }
    }
    func section(_ title: String, _ fields: [(name: String, type: ValueType)]) {
      guard !fields.isEmpty else { return }
      lines.append("\(title):")
      for field in fields { lines.append("  \(field.name): \(typeText(field.type))") }
    }
    section("inputs", plan.inputs)
    if !plan.context.isEmpty {
      lines.append("context:")
      for field in plan.context {
        if case .defaulted(let initial) = field.kind {
          lines.append(
            "  \(field.name): { type: \(typeText(field.type)), default: \(Self.scalar(initial)) }")
        } else {
          lines.append("  \(field.name): \(typeText(field.type))")
        }
      }
    }
    section("environment", plan.environment)
    for (title, signatures) in [("actions", plan.actions), ("results", plan.results)]
    where !signatures.isEmpty {
      lines.append("\(title):")
      for signature in signatures {
        if signature.parameters.isEmpty && title == "actions" && rng.chance(0.5) {
          lines.append("  \(signature.name):")
        } else {
          lines.append("  \(signature.name): \(fieldsText(signature.parameters))")
        }
      }
    }
    if plan.start.count == 1 && plan.start[0].0 == nil {
      lines.append("start: \(plan.start[0].1)")
    } else {
      lines.append("start:")
      for (condition, target) in plan.start {
        if let condition {
          lines.append("  - when: \(Self.scalar(condition))")
          lines.append("    to: \(target)")
        } else {
          lines.append("  - to: \(target)")
        }
      }
    }
    lines.append("screens:")
    for node in plan.nodes {
      lines.append("  \(node.name):")
      if let child = node.child {
        lines.append("    flow: \(plans[child]!.name)")
      } else {
        if let view = node.view { lines.append("    view: \(view)") }
        if let title = node.title { lines.append("    title: \(Self.quoted(title))") }
      }
      if !node.inputs.isEmpty { lines.append("    inputs: \(Self.mapText(node.inputs))") }
      if node.child == nil && !node.events.isEmpty {
        lines.append("    events:")
        for event in node.events {
          lines.append("      \(event.name): \(fieldsText(event.parameters))")
        }
      }
      if node.child == nil && node.events.isEmpty && rng.chance(0.3) {
        lines.append("    events: {}")
      }
      guard !node.events.isEmpty || !node.dismissed.isEmpty else { continue }
      lines.append("    on:")
      let dismissed = node.dismissed.isEmpty ? [] : [Signature(name: "dismissed", parameters: [])]
      let handlers = node.dismissed.isEmpty ? node.handlers : node.handlers + [node.dismissed]
      for (event, alternatives) in zip(node.events + dismissed, handlers) {
        if alternatives.count == 1 {
          let pairs = transitionPairs(alternatives[0])
          if let shorthand = shorthand(alternatives[0]) {
            coverage.note("shorthand")
            lines.append("      \(event.name): \(shorthand)")
          } else if alternatives[0].flowStyle {
            coverage.note("flowStyle")
            lines.append(
              "      \(event.name): { " + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
                + " }")
          } else if pairs.isEmpty {
            lines.append("      \(event.name): {}")
          } else {
            lines.append("      \(event.name):")
            for (key, value) in pairs { lines.append("        \(key): \(value)") }
          }
          continue
        }
        lines.append("      \(event.name):")
        for alternative in alternatives {
          let pairs = transitionPairs(alternative)
          if let shorthand = shorthand(alternative) {
            lines.append("        - \(shorthand)")
          } else if alternative.flowStyle || pairs.isEmpty {
            lines.append(
              "        - { " + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }")
          } else {
            for (position, (key, value)) in pairs.enumerated() {
              lines.append((position == 0 ? "        - " : "          ") + "\(key): \(value)")
            }
          }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The transition as a shorthand scalar, when it is only a navigation that has one.
  mutating func shorthand(_ alternative: Alternative) -> String? {
    guard alternative.condition == nil, alternative.assignments.isEmpty, alternative.calls.isEmpty,
      rng.chance(0.6)
    else { return nil }
    switch alternative.navigation {
    case .push(let target): return target
    case .back: return "back"
    case .dismiss: return "dismiss"
    case .stay: return "stay"
    default: return nil
    }
  }

  mutating func transitionPairs(_ alternative: Alternative) -> [(String, String)] {
    var pairs: [(String, String)] = []
    if let condition = alternative.condition { pairs.append(("when", Self.scalar(condition))) }
    if !alternative.assignments.isEmpty {
      pairs.append(("set", Self.mapText(alternative.assignments)))
    }
    if !alternative.calls.isEmpty {
      let calls = alternative.calls
      if calls.count == 1 && calls[0].1.isEmpty && rng.chance(0.5) {
        pairs.append(("do", calls[0].0))
      } else if alternative.listStyleDo {
        coverage.note("doList")
        let items = calls.map { call in
          call.1.isEmpty && rng.chance(0.5) ? call.0 : "{ \(call.0): \(Self.mapText(call.1)) }"
        }
        pairs.append(("do", "[" + items.joined(separator: ", ") + "]"))
      } else {
        pairs.append(
          (
            "do",
            "{ " + calls.map { "\($0.0): \(Self.mapText($0.1))" }.joined(separator: ", ") + " }"
          ))
      }
    }
    switch alternative.navigation {
    case .stay(let explicit): if explicit { pairs.append(("stay", "true")) }
    case .push(let target): pairs.append(("push", target))
    case .present(let target, let presentation):
      pairs.append(("present", presentation.map { "{ screen: \(target), \($0) }" } ?? target))
    case .replace(let target): pairs.append(("replace", target))
    case .back: pairs.append(("back", "true"))
    case .popTo(let target): pairs.append(("popTo", target))
    case .dismiss: pairs.append(("dismiss", "true"))
    case .finish(let result, let payload):
      pairs.append(
        ("finish", payload.isEmpty ? result : "{ \(result): \(Self.mapText(payload)) }"))
    }
    return pairs
  }
}
