import FlowSpec

extension TypeReference {
  /// The names of the named types in it (`[Photo]?` has `Photo`).
  var namedTypes: [String] {
    switch self {
    case .named(let name): [name]
    case .optional(let wrapped), .array(let wrapped): wrapped.namedTypes
    }
  }
}
