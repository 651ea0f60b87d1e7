/// Which built-in type a type name was probably meant to be: the rule of the warning
/// `misspelt-type` (docs/language-decisions.md, "Misspelt built-in types").
///
/// A name is a near-miss of a built-in type when, compared without regard to case, it starts
/// with the built-in's first letter and is one edit away from it, an edit being a letter left out
/// (`Strng`), a letter added (`Boool`) or two neighbouring letters swapped (`Stirng`). A letter
/// replaced by another is not an edit here: it makes another word a team may own (`Book`, `Data`,
/// `Rate`, `URI`). Nor is a name the built-in in another case (`Url`, `string`) or its plural
/// (`Strings`, `URLs`) a near-miss.
enum BuiltInTypeSpelling {
  /// The built-in type names, in the order they are tried.
  static let builtIns = ["String", "Int", "Double", "Bool", "Date", "URL"]

  /// The built-in type `name` is a near-miss of, or nil.
  static func builtIn(meantBy name: String) -> String? {
    // A typo is short: a long name is no near-miss, and is not compared.
    guard name.utf8.count <= 8 else { return nil }
    let written = Array(name.lowercased().unicodeScalars)
    for builtIn in builtIns {
      let meant = Array(builtIn.lowercased().unicodeScalars)
      guard written.first == meant.first, written != meant, written != meant + ["s"] else {
        continue
      }
      if isOneEdit(written, from: meant) { return builtIn }
    }
    return nil
  }

  /// True when `a` is `b` with one letter left out, one letter added, or two neighbouring
  /// letters swapped.
  private static func isOneEdit(_ a: [Unicode.Scalar], from b: [Unicode.Scalar]) -> Bool {
    let (shorter, longer) = a.count <= b.count ? (a, b) : (b, a)
    switch longer.count - shorter.count {
    case 1:
      // One letter of `longer` left out gives `shorter`.
      return longer.indices.contains { index in
        var removed = longer
        removed.remove(at: index)
        return removed == shorter
      }
    case 0:
      // Two neighbouring letters swapped.
      guard let first = a.indices.first(where: { a[$0] != b[$0] }), first + 1 < a.count else {
        return false
      }
      return a[first] == b[first + 1] && a[first + 1] == b[first]
        && a[(first + 2)...] == b[(first + 2)...]
    default:
      return false
    }
  }
}
