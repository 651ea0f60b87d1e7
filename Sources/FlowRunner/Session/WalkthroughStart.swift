import FlowSpec

/// What starting a walkthrough needs: the module, the flow, and the inputs and environment as
/// `name=value` texts, read by their declared types.
public struct WalkthroughStart: Sendable {
  /// The module.
  public var module: ValidatedModule
  /// The flow to start.
  public var flow: String
  /// `--input name=value`.
  public var inputs: [WalkthroughCommand.Field]
  /// `--env name=value`.
  public var environment: [WalkthroughCommand.Field]

  /// Creates a start.
  public init(
    module: ValidatedModule, flow: String, inputs: [WalkthroughCommand.Field],
    environment: [WalkthroughCommand.Field]
  ) {
    self.module = module
    self.flow = flow
    self.inputs = inputs
    self.environment = environment
  }

  /// Picks the flow to start: `requested`, the module's only flow, or its only root flow. A
  /// requested flow the module does not have is an error that lists the flows.
  public static func pickFlow(in module: ValidatedModule, requested: String?) throws(MachineError)
    -> String
  {
    if let requested {
      guard module.flow(named: requested) != nil else {
        throw .input(StartChoices.unknownFlow(requested, in: module))
      }
      return requested
    }
    if module.flows.count == 1 { return module.flows[0].name }
    let roots = module.rootFlows
    if roots.count == 1 { return roots[0].name }
    throw .input(
      "several flows could start (\(roots.map(\.name).joined(separator: ", "))); choose one with --flow"
    )
  }

  /// The declared inputs the start still lacks.
  public var missingInputs: [Field] {
    let given = Set(inputs.map(\.name))
    return module.flow(named: flow)?.inputs.filter { !given.contains($0.name) } ?? []
  }

  /// Parses inputs and environment answers and starts the walkthrough.
  public func begin() throws(MachineError) -> (Walkthrough, [Effect]) {
    guard let declaration = module.flow(named: flow) else { throw .unknownFlow(flow) }
    let enums = Dictionary(module.enums.map { ($0.name, $0.cases) }) { first, _ in first }
    var values: [String: Value] = [:]
    for field in inputs {
      guard let parameter = declaration.inputs.first(where: { $0.name == field.name }) else {
        throw .input(StartChoices.unknownInput(field.name, of: flow, in: module))
      }
      do {
        values[field.name] = try ValueParser.parse(field.text, as: parameter.type, enums: enums)
      } catch {
        if parameter.isSensitive {
          throw .input(
            "input `\(field.name)`: the value is not \(parameter.type) (not shown: sensitive)")
        }
        throw .input("input `\(field.name)`: \(error.description)")
      }
    }
    for missing in missingInputs {
      throw .input(
        "flow `\(flow)` needs input `\(missing.name)` (\(missing.type)): give --input \(missing.name)=... or a line `:input \(missing.name)=...`"
      )
    }
    var answers: [String: Value] = [:]
    for field in environment {
      let type = module.environmentType(named: field.name)
      guard let type else {
        throw .input(StartChoices.unknownEnvironment(field.name, in: module))
      }
      do {
        answers[field.name] = try ValueParser.parse(field.text, as: type, enums: enums)
      } catch {
        let sensitive = module.flows.contains { flow in
          flow.environment.contains { $0.name == field.name && $0.isSensitive }
        }
        throw .environmentType(
          name: field.name, expected: type.description,
          found: sensitive ? Field.placeholder : field.text)
      }
    }
    return try Walkthrough.start(module: module, flow: flow, inputs: values, environment: answers)
  }
}

/// Messages for failures to start.
enum StartFailure {
  static func explain(_ error: MachineError) -> String {
    if case .missingEnvironment(let name, _) = error {
      return error.description
        + "; the start needs it: give --env \(name)=... or a line `:env \(name)=...`"
    }
    return error.description
  }
}
