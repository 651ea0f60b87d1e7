import FlowRunner

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
}
