import FlowRunner
import FlowSpec

/// What solving one handler's guards depends on, besides the values in force: the guards as the
/// solver evaluates them (wherever they are written) and the variables it tries. Handlers with
/// the same problem, met with the same values, get the same answers (`PlanningContext.solve`):
/// the screens of a module often repeat the same guards, every screen of the synthetic
/// benchmark module the same two alternatives.
struct GuardProblem: Hashable {
  /// Each alternative's guard, its nodes in prefix order (nil: no guard).
  var guards: [[GuardNode]?]
  /// The payload fields tried, with their types.
  var fields: [String]
  var fieldTypes: [ValueType]
  /// The environment values tried, with their types.
  var environment: [String]
  var environmentTypes: [ValueType]
  /// The payload fields and the environment values read further on (`HandlerReads.carried`
  /// and `starts`): values of them that choose the same alternative are different outcomes.
  var carried: [String]
  var starts: [String]

  /// The problem of `handler` of an event with `signature`, whose guards read `reads`.
  init(
    _ handler: Handler, signature: Signature, reads: HandlerReads?,
    environmentType: (String) -> ValueType?
  ) {
    guards = handler.transitions.map { $0.condition?.guardNodes }
    let event = reads?.event ?? []
    let fields = signature.parameters.filter { event.contains($0.name) }
    self.fields = fields.map(\.name)
    fieldTypes = fields.map(\.type)
    var environment: [String] = []
    var environmentTypes: [ValueType] = []
    for name in reads?.environment ?? [] {
      guard let type = environmentType(name) else { continue }
      environment.append(name)
      environmentTypes.append(type)
    }
    self.environment = environment
    self.environmentTypes = environmentTypes
    carried = reads?.carried ?? []
    starts = reads?.starts ?? []
  }
}

/// A node of a guard as `GuardEvaluator` reads it: what it reads, the value it stands for, or its
/// operator (a node's operands follow it, so the prefix order tells the tree).
enum GuardNode: Hashable {
  case input(String)
  case context(String)
  case environment(String)
  case eventField(String)
  case value(Value)
  case unary(Expression.UnaryOperator)
  case binary(Expression.BinaryOperator)
}

extension TypedExpression {
  /// The expression's nodes in prefix order, without where they are written.
  var guardNodes: [GuardNode] {
    var nodes: [GuardNode] = []
    forEachNodeInOrder { node in
      switch node.kind {
      case .input(let name): nodes.append(.input(name))
      case .context(let name): nodes.append(.context(name))
      case .environment(let name): nodes.append(.environment(name))
      case .eventField(let name): nodes.append(.eventField(name))
      case .literal(let literal):
        switch literal {
        case .int(let value): nodes.append(.value(.int(value)))
        case .double(let value): nodes.append(.value(.double(value)))
        case .bool(let value): nodes.append(.value(.bool(value)))
        case .string(let value): nodes.append(.value(.string(value)))
        case .nilValue: nodes.append(.value(.null))
        }
      case .enumCase(let type, let name): nodes.append(.value(.enumCase(type: type, name: name)))
      case .unary(let op, _): nodes.append(.unary(op))
      case .binary(let op, _, _): nodes.append(.binary(op))
      }
    }
    return nodes
  }
}
