/// A flow-file name written as a whole Swift identifier: between backticks when it is a Swift
/// keyword (`SwiftIdentifier`), as it is otherwise. Every place the generators emit a name as an
/// identifier of its own (a case, a property, a function, a label, a parameter, a type) writes
/// it through this; a name inside a longer identifier (`makeContinue`) or a string is not.
struct SwiftName: SwiftFragment, CustomStringConvertible {
  /// The name, as the flow file spells it.
  let name: String

  /// The identifier for `name`.
  init(_ name: String) {
    self.name = name
  }

  /// The identifier's text: `` `default` `` for `default`.
  var description: String { SwiftIdentifier.escaped(name) }

  /// Appends the identifier, with backticks when the name is a keyword.
  func write(to text: inout UTF8Buffer) {
    text.append(description)
  }
}

/// A flow-file name written as the argument label of a call, `SwiftIdentifier.argumentLabel`:
/// as it is, but `inout` between backticks (a declaration's labels are `SwiftName`s).
struct SwiftLabel: SwiftFragment, CustomStringConvertible {
  /// The name, as the flow file spells it.
  let name: String

  /// The label for `name`.
  init(_ name: String) {
    self.name = name
  }

  /// The label's text.
  var description: String { SwiftIdentifier.argumentLabel(name) }

  /// Appends the label.
  func write(to text: inout UTF8Buffer) {
    text.append(description)
  }
}
