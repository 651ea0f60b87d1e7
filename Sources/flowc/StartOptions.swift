import FlowRunner
import FlowSpec

/// `--input` and `--env` texts as fields (`flowc run`, `flowc serve`).
enum StartOptions {
  /// Each `name=value` text as a field; an error naming `option` for one without `=` or a name.
  static func fields(_ texts: [String], _ option: String) throws(MachineError)
    -> [WalkthroughCommand.Field]
  {
    var result: [WalkthroughCommand.Field] = []
    for text in texts {
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw .input("\(option) takes name=value, not `\(text)`")
      }
      result.append(.init(String(text[..<equals]), String(text[text.index(after: equals)...])))
    }
    return result
  }

  /// Checks the names `given` uses: each `--input` an input of `flow` (when the flow is known
  /// before a script is read), each `--env` an environment value a flow declares. The error
  /// lists the choices, with a did-you-mean.
  static func checkNames(_ given: ScriptStart, flow: String?, in module: ValidatedModule)
    throws(MachineError)
  {
    if let flow, module.flow(named: flow) != nil {
      try StartChoices.checkInputOptions(given.inputs, of: flow, in: module)
    }
    for field in given.environment where module.environmentType(named: field.name) == nil {
      throw .input("--env: " + StartChoices.unknownEnvironment(field.name, in: module))
    }
  }
}
