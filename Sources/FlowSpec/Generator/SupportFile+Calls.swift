extension SupportFile.Features {
  // The runtime's functions that only some modules' generated code calls, each in a region of
  // its own (a record call for one plain type, `back`, a start choice's record, ...): a
  // module's support file keeps those its generated files call (`init(calledIn:)`). Left out,
  // they cost the support file's compile nothing: the 1,000-screen benchmark's support-file
  // job went from 3,170M instructions to 3,010M without those its flows do not call
  // (docs/generated-code-design.md, "The support file's job in issue 14's seventh round").
  // `popTo`, `clearTopStack` and `FlowValue`'s `app`, `optional` and `list` are no regions:
  // tests call them on Example modules whose flows do not.

  /// `recordStartChoice`: a start list with a guard.
  static let startChoices = Self(rawValue: 1 << 4)
  /// `recordIgnored`: a handler whose event may be left unhandled.
  static let ignoredRecords = Self(rawValue: 1 << 5)
  /// `recordNoTransition`: an event whose guards may all fail.
  static let noTransitionRecords = Self(rawValue: 1 << 6)
  /// `back`.
  static let back = Self(rawValue: 1 << 7)
  /// `flowValue(_:of:)`: a context field without a default.
  static let unsetFields = Self(rawValue: 1 << 8)
  /// The `sender(_:of:)` of a screen without events.
  static let silentScreens = Self(rawValue: 1 << 9)
  /// `recordAction(flow:name:)`: an action without arguments.
  static let actionRecords = Self(rawValue: 1 << 10)
  /// `recordSet` and `recordAction` of a `String`.
  static let stringRecords = Self(rawValue: 1 << 11)
  /// `recordSet` and `recordAction` of an `Int`.
  static let intRecords = Self(rawValue: 1 << 12)
  /// `recordSet` and `recordAction` of a `Double`.
  static let doubleRecords = Self(rawValue: 1 << 13)
  /// `recordSet` and `recordAction` of a `Bool`.
  static let boolRecords = Self(rawValue: 1 << 14)
  /// `recordSet` and `recordAction` of a `Date`.
  static let dateRecords = Self(rawValue: 1 << 15)
  /// `recordSet` and `recordAction` of a `URL`.
  static let urlRecords = Self(rawValue: 1 << 16)
  /// `session.close`.
  static let close = Self(rawValue: 1 << 17)

  /// The features found by the calls of the generated code (`init(calledIn:)`).
  static let foundByCalls = Self(calledNames.map(\.feature))

  /// Each feature found by calls, by the name the template's markers use.
  static let calledNames: [(name: String, feature: Self)] = [
    ("startChoices", .startChoices), ("ignoredRecords", .ignoredRecords),
    ("noTransitionRecords", .noTransitionRecords), ("back", .back), ("unsetFields", .unsetFields),
    ("silentScreens", .silentScreens), ("actionRecords", .actionRecords),
    ("stringRecords", .stringRecords), ("intRecords", .intRecords),
    ("doubleRecords", .doubleRecords), ("boolRecords", .boolRecords),
    ("dateRecords", .dateRecords), ("urlRecords", .urlRecords), ("close", .close),
  ]

  /// How a call of each is written: the text a call starts with, and what the call must be
  /// (`nil`: anything). A call may be wrapped over several lines (a long name takes it past the
  /// line length): its arguments are read to the parenthesis that closes them.
  static let calls: [(feature: Self, call: String, test: CallTest?)] =
    [
      (.startChoices, "session.recordStartChoice(", nil),
      (.ignoredRecords, "session.recordIgnored(", nil),
      (.noTransitionRecords, "session.recordNoTransition(", nil),
      (.back, "session.back(", nil), (.close, "session.close(", nil),
      (.unsetFields, "flowValue(", nil),
      (.silentScreens, "session.sender(", .withoutTrailingClosure),
      (.actionRecords, "session.recordAction(", .lacks("argument: ")),
    ]
    + [
      (.stringRecords, "string"), (.intRecords, "int"), (.doubleRecords, "double"),
      (.boolRecords, "bool"), (.dateRecords, "date"), (.urlRecords, "url"),
    ].flatMap { feature, label in
      ["session.recordSet(", "session.recordAction("].map { (feature, $0, .holds(", \(label): ")) }
    }

  /// What a call must be.
  enum CallTest {
    /// No trailing closure follows its arguments (a `sender` without a handler).
    case withoutTrailingClosure
    /// Its arguments, each run of spaces and line breaks read as one space, have this text.
    case holds(String)
    /// Its arguments, read so, do not have this text.
    case lacks(String)

    /// Whether the call whose arguments start at `start` of `bytes` (after its `(`) is as this
    /// says.
    func matches(_ bytes: ArraySlice<UInt8>, argumentsAt start: Int) -> Bool {
      let (arguments, end) = Self.arguments(bytes, from: start)
      switch self {
      case .withoutTrailingClosure:
        let next = bytes[end...].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") }
        return next != UInt8(ascii: "{")
      case .holds(let text):
        return SupportFile.Features.find(Array(text.utf8), in: arguments[...]) != nil
      case .lacks(let text):
        return SupportFile.Features.find(Array(text.utf8), in: arguments[...]) == nil
      }
    }

    /// The arguments from `start` to the parenthesis that closes them (not counting those in
    /// string literals), each run of spaces and line breaks as one space, and the index after
    /// that parenthesis.
    static func arguments(_ bytes: ArraySlice<UInt8>, from start: Int) -> ([UInt8], Int) {
      var (text, depth, inString, index) = ([UInt8](), 1, false, start)
      while index < bytes.endIndex {
        let byte = bytes[index]
        index += 1
        if inString {
          text.append(byte)
          if byte == UInt8(ascii: "\\"), index < bytes.endIndex {
            text.append(bytes[index])
            index += 1
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "("): depth += 1
        case UInt8(ascii: ")"):
          depth -= 1
          if depth == 0 { return (text, index) }
        case UInt8(ascii: " "), UInt8(ascii: "\n"):
          if text.last != UInt8(ascii: " ") { text.append(UInt8(ascii: " ")) }
          continue
        default: break
        }
        text.append(byte)
      }
      return (text, index)
    }
  }

  /// The features whose functions `code` (the module's generated files, the support file
  /// aside) calls. The calls that start with `session.` are looked for where the text has
  /// `session.`, in one pass a file; the few others each in a pass of its own.
  init(calledIn code: [String]) {
    self = []
    let session = Array("session.".utf8)
    let calls = Self.calls.map { (feature: $0.feature, call: Array($0.call.utf8), test: $0.test) }
    let (onSession, others) = (
      calls.filter { $0.call.starts(with: session) },
      calls.filter { !$0.call.starts(with: session) }
    )
    for file in code {
      let bytes = Array(file.utf8)[...]
      var from = bytes.startIndex
      while let found = Self.find(session, in: bytes[from...]) {
        for entry in onSession where !contains(entry.feature) {
          let callEnd = found + entry.call.count
          if callEnd <= bytes.endIndex, bytes[found..<callEnd].elementsEqual(entry.call),
            entry.test?.matches(bytes, argumentsAt: callEnd) ?? true
          {
            insert(entry.feature)
          }
        }
        from = found + session.count
      }
      for entry in others where !contains(entry.feature) {
        if Self.find(entry.call, in: bytes) != nil { insert(entry.feature) }
      }
    }
  }

  /// The index in `bytes` where `needle` first starts, if it does.
  static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = bytes.startIndex
    let last = bytes.endIndex - needle.count
    while index <= last {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}
