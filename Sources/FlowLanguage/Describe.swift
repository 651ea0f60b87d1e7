import FlowSpec

/// Short texts describing declarations, shared by hover, completion and the outline.
enum Describe {
  /// `(photo: Photo, caption: String)`, or `()`.
  static func parameters(_ fields: [FieldDeclaration]) -> String {
    "(" + fields.map { "\($0.name.value): \($0.type.value)" }.joined(separator: ", ") + ")"
  }
}
