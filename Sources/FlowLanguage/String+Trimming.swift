extension String {
  /// The string without the given characters at either end.
  func trimmingCharacters(in set: String) -> String {
    let drop = Set(set.unicodeScalars)
    var scalars = Substring(self).unicodeScalars[...]
    while let first = scalars.first, drop.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, drop.contains(last) { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
