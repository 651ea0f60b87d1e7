import FlowSpec

/// The `<sensitive>` placeholder (`Field.placeholder`) that `:save` and `--record` write where a
/// sensitive value was: a script replayed with one would run with the placeholder as the value,
/// so a sensitive field, input or environment value whose text is the placeholder is an error at
/// its column until the real value is put in.
enum SensitivePlaceholder {
  /// Why `what` (`` `password` ``, `` input `pin` ``) cannot be replayed.
  static func message(_ what: String) -> String {
    "\(what) is \(Field.placeholder), the placeholder a saved script holds for a sensitive "
      + "value: put the real value in its place"
  }

  /// The problem with a step or `:env` line of a script that gives a sensitive value as the
  /// placeholder; nil when it gives none.
  static func problem(
    in command: WalkthroughCommand, line: String, of walkthrough: Walkthrough
  ) -> ScriptLine.Failure? {
    let hidden: (String) -> Bool
    let fields: [WalkthroughCommand.Field]
    var kind = ""
    switch command {
    case .event(let event, let given):
      guard let signature = walkthrough.signature(of: event) else { return nil }
      let sensitive = Set(signature.parameters.filter(\.isSensitive).map(\.name))
      hidden = { sensitive.contains($0) }
      fields = given
    case .environment(let given):
      hidden = { walkthrough.machine.isSensitiveEnvironment($0) }
      fields = given
      kind = "environment value "
    default:
      return nil
    }
    guard let field = fields.first(where: { $0.text == Field.placeholder && hidden($0.name) })
    else { return nil }
    return .init(column: column(of: field.name, in: line), message("\(kind)`\(field.name)`"))
  }

  /// The 1-based column of the word `name=...` in `line`; nil when it is not found.
  static func column(of name: String, in line: String) -> Int? {
    let scalars = Array(line.unicodeScalars)
    let word = Array((name + "=").unicodeScalars)
    guard scalars.count >= word.count else { return nil }
    for start in 0...(scalars.count - word.count)
    where (start == 0 || scalars[start - 1] == " " || scalars[start - 1] == "\t")
      && Array(scalars[start..<start + word.count]) == word
    {
      return start + 1
    }
    return nil
  }
}
