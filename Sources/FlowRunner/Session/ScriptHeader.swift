import FlowSpec

/// How a scripted walkthrough starts, as the command line gives it (`--flow`, `--input`,
/// `--env`): what it gives wins over the script's own start lines.
public struct ScriptStart: Sendable, Equatable {
  /// The flow to start, if named.
  public var flow: String?
  /// `--input name=value`.
  public var inputs: [WalkthroughCommand.Field]
  /// `--env name=value`.
  public var environment: [WalkthroughCommand.Field]

  /// Creates a start.
  public init(
    flow: String? = nil, inputs: [WalkthroughCommand.Field] = [],
    environment: [WalkthroughCommand.Field] = []
  ) {
    self.flow = flow
    self.inputs = inputs
    self.environment = environment
  }

  /// All of `start`: its flow, inputs and environment answers.
  public init(_ start: WalkthroughStart) {
    self.init(flow: start.flow, inputs: start.inputs, environment: start.environment)
  }
}

/// The start lines of a walkthrough script: `:flow NAME`, `:input name=value` and
/// `:env name=value`, before the first step (blank lines and comments may come between).
public struct ScriptHeader: Sendable {
  /// `:flow NAME`, its line and column.
  public var flow: (name: String, line: Int, column: Int)?
  /// `:input` fields, with their lines.
  public var inputs: [(line: Int, field: ScriptLine.LocatedField)] = []
  /// `:env` fields, with their lines.
  public var environment: [(line: Int, field: ScriptLine.LocatedField)] = []
  /// The 0-based index of the first line after the start lines.
  public var bodyStart = 0

  /// A problem with a start line, at its line.
  public struct Failure: Error, Sendable, Equatable {
    /// The 1-based line.
    public var line: Int
    /// What is wrong, and where in the line.
    public var failure: ScriptLine.Failure
  }

  /// Reads the start lines at the top of `lines`.
  public static func read(_ lines: [String]) throws(Failure) -> ScriptHeader {
    var header = ScriptHeader()
    for (index, line) in lines.enumerated() {
      header.bodyStart = index
      let parsed: ScriptLine?
      do {
        parsed = try ScriptLine.parse(line)
      } catch {
        throw Failure(line: index + 1, failure: error)
      }
      switch parsed {
      case nil:
        continue
      case .flow(let name, let column):
        if let earlier = header.flow {
          throw Failure(
            line: index + 1,
            failure: .init(column: column, "`:flow` is given twice (line \(earlier.line) too)"))
        }
        header.flow = (name, index + 1, column)
      case .input(let fields):
        header.inputs += fields.map { (index + 1, $0) }
      case .environment(let fields) where !fields.isEmpty:
        header.environment += fields.map { (index + 1, $0) }
      default:
        return header
      }
    }
    header.bodyStart = lines.count
    return header
  }

  /// The walkthrough's start: `given`'s flow or this header's (or the module's only root flow),
  /// and the inputs and environment values of both, `given`'s winning where both name one. Each
  /// of the script's values is checked here, so that a problem is told at its line.
  public func start(module: ValidatedModule, given: ScriptStart) throws -> WalkthroughStart {
    if given.flow == nil, let flow, module.flow(named: flow.name) == nil {
      throw failure(flow.line, flow.column, StartChoices.unknownFlow(flow.name, in: module))
    }
    let name: String
    do {
      name = try WalkthroughStart.pickFlow(in: module, requested: given.flow ?? flow?.name)
    } catch {
      guard case .input(let problem) = error, given.flow ?? flow?.name == nil else { throw error }
      throw MachineError.input(problem + " or a line `:flow NAME` at the top of the script")
    }
    try StartChoices.checkInputOptions(given.inputs, of: name, in: module)
    return WalkthroughStart(
      module: module, flow: name,
      inputs: try checkedInputs(of: name, in: module, except: given.inputs) + given.inputs,
      environment: try checkedEnvironment(in: module, except: given.environment)
        + given.environment)
  }

  /// The script's inputs of `flow` that `given` does not replace, each checked.
  private func checkedInputs(
    of name: String, in module: ValidatedModule, except given: [WalkthroughCommand.Field]
  ) throws(Failure) -> [WalkthroughCommand.Field] {
    let declaration = module.flow(named: name)
    let enums = module.enumCases
    var seen: [String: Int] = [:]
    var inputs: [WalkthroughCommand.Field] = []
    for (line, located) in self.inputs
    where !given.contains(where: { $0.name == located.field.name }) {
      let field = located.field
      if let earlier = seen.updateValue(line, forKey: field.name) {
        throw failure(
          line, located.column, "input `\(field.name)` is given twice (line \(earlier) too)")
      }
      guard let parameter = declaration?.inputs.first(where: { $0.name == field.name }) else {
        throw failure(
          line, located.column, StartChoices.unknownInput(field.name, of: name, in: module))
      }
      if parameter.isSensitive && field.text == Field.placeholder {
        throw failure(
          line, located.column, SensitivePlaceholder.message("input `\(field.name)`"))
      }
      do {
        _ = try ValueParser.parse(field.text, as: parameter.type, enums: enums)
      } catch {
        let problem =
          parameter.isSensitive
          ? "the value is not \(parameter.type) (not shown: sensitive)" : error.description
        throw failure(line, located.column, "input `\(field.name)`: \(problem)")
      }
      inputs.append(field)
    }
    return inputs
  }

  /// The script's environment answers that `given` does not replace, each checked.
  private func checkedEnvironment(
    in module: ValidatedModule, except given: [WalkthroughCommand.Field]
  ) throws(Failure) -> [WalkthroughCommand.Field] {
    let enums = module.enumCases
    var seen: [String: Int] = [:]
    var environment: [WalkthroughCommand.Field] = []
    for (line, located) in self.environment
    where !given.contains(where: { $0.name == located.field.name }) {
      let field = located.field
      if let earlier = seen.updateValue(line, forKey: field.name) {
        throw failure(
          line, located.column,
          "environment value `\(field.name)` is given twice (line \(earlier) too)")
      }
      guard let type = module.environmentType(named: field.name) else {
        throw failure(
          line, located.column, StartChoices.unknownEnvironment(field.name, in: module))
      }
      let sensitive = module.flows.contains { flow in
        flow.environment.contains { $0.name == field.name && $0.isSensitive }
      }
      if sensitive && field.text == Field.placeholder {
        throw failure(
          line, located.column,
          SensitivePlaceholder.message("environment value `\(field.name)`"))
      }
      do {
        _ = try ValueParser.parse(field.text, as: type, enums: enums)
      } catch {
        throw failure(
          line, located.column,
          MachineError.environmentType(
            name: field.name, expected: type.description,
            found: sensitive ? Field.placeholder : field.text
          ).description)
      }
      environment.append(field)
    }
    return environment
  }

  /// The problem with a `command` start line after the first step.
  func lateStartLine(_ command: String) -> ScriptLine.Failure {
    .init(column: nil, "`\(command)` must come before the first step (line \(bodyStart + 1))")
  }

  private func failure(_ line: Int, _ column: Int, _ message: String) -> Failure {
    Failure(line: line, failure: .init(column: column, message))
  }
}

extension ValidatedModule {
  /// The enums' cases by enum name, for reading values.
  fileprivate var enumCases: [String: [String]] {
    Dictionary(enums.map { ($0.name, $0.cases) }) { first, _ in first }
  }
}
