import FlowSpec

/// A flow, input or environment value that a start names and the module does not have: the
/// message lists the choices, and the nearest one when the name looks like a typo.
///
/// The command line's `--flow`, `--input` and `--env` and a script's `:flow`, `:input` and `:env`
/// lines say it the same way:
///
/// ```
/// there is no flow `Shp`; flows: Pay, Shop; did you mean `Shop`?
/// flow `Shop` has no input `usr`; inputs: user; did you mean `user`?
/// no flow declares an environment value `isPda`; environment values: isPad; did you mean `isPad`?
/// ```
public enum StartChoices {
  /// `name` is not a flow of `module`.
  public static func unknownFlow(_ name: String, in module: ValidatedModule) -> String {
    "there is no flow `\(name)`" + choices("flows", module.flows.map(\.name), near: name)
  }

  /// `name` is not an input of the flow `flow`.
  public static func unknownInput(_ name: String, of flow: String, in module: ValidatedModule)
    -> String
  {
    let inputs = module.flow(named: flow)?.inputs.map(\.name) ?? []
    return "flow `\(flow)` has no input `\(name)`" + choices("inputs", inputs, near: name)
  }

  /// Throws for the first of `inputs` (given with `--input`) that the flow `flow` does not
  /// declare, with the choices.
  public static func checkInputOptions(
    _ inputs: [WalkthroughCommand.Field], of flow: String, in module: ValidatedModule
  ) throws(MachineError) {
    let declared = module.flow(named: flow)?.inputs ?? []
    for field in inputs where !declared.contains(where: { $0.name == field.name }) {
      throw .input("--input: " + unknownInput(field.name, of: flow, in: module))
    }
  }

  /// `name` is an environment value no flow of `module` declares.
  public static func unknownEnvironment(_ name: String, in module: ValidatedModule) -> String {
    var names: [String] = []
    for flow in module.flows {
      for field in flow.environment where !names.contains(field.name) { names.append(field.name) }
    }
    return "no flow declares an environment value `\(name)`"
      + choices("environment values", names.sorted(), near: name)
  }

  /// `; kind: a, b; did you mean `a`?`, or `; kind: none`.
  private static func choices(_ kind: String, _ names: [String], near name: String) -> String {
    let listed = names.isEmpty ? "none" : names.joined(separator: ", ")
    let suggestion = Identifier.suggestion(for: name, among: names)
    return "; \(kind): \(listed)" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
  }
}
