extension Unicode.Scalar {
  /// True for the scalars of a name: ASCII letters and digits, and `_`.
  var isNameScalar: Bool {
    ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
      || self == "_"
  }
}
