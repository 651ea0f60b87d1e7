/// A name with its first letter upper-cased, after a prefix: `SwiftNames.upper` and
/// `payloadLocal`, and a context field's stored property, as a fragment, written with no `String`
/// of its own.
struct UpperCased: SwiftFragment {
  /// What comes before the name (`context`, `payload`), as it is.
  let prefix: String
  /// The name whose first letter is upper-cased.
  let name: String

  /// `name` upper-cased after `prefix`: `UpperCased("photo", after: "context")` is
  /// `contextPhoto`.
  init(_ name: String, after prefix: String = "") {
    self.prefix = prefix
    self.name = name
  }

  /// Appends the prefix and the upper-cased name.
  func write(to text: inout UTF8Buffer) {
    text.append(prefix)
    // Names are ASCII identifiers: a lowercase first letter is one byte to change.
    if let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
      let written = name.utf8.withContiguousStorageIfAvailable { bytes in
        text.append(first - (UInt8(ascii: "a") - UInt8(ascii: "A")))
        text.append(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
        return true
      }
      if written == true { return }
    }
    text.append(SwiftNames.upper(name))
  }
}
