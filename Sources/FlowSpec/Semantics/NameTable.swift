/// Values by name, the first entry for a name winning, as a dictionary built with
/// `Dictionary(pairs) { first, _ in first }` would have them.
///
/// Scopes are small (a handful of fields, an event's few parameters) and built often: a short
/// table is an array searched in order, which costs less than hashing; a long one also keeps a
/// hash index, so hostile input with thousands of names stays linear.
struct NameTable<Value> {
  /// The most entries searched in order; longer tables are hashed.
  static var linearLimit: Int { 8 }

  /// The entries in order, one per name.
  private(set) var entries: [(name: String, value: Value)] = []
  /// Entry positions by name, for tables longer than `linearLimit`.
  private var index: [String: Int] = [:]

  init() {}

  init(_ pairs: some Sequence<(String, Value)>) {
    for (name, value) in pairs { insert(name, value) }
  }

  /// Whether the table hashes its names (it is longer than `linearLimit`).
  var isHashed: Bool { !index.isEmpty }

  /// The names, in the order first inserted.
  var names: [String] { entries.map(\.name) }

  /// The value first inserted for `name`.
  subscript(name: String) -> Value? {
    if isHashed { return index[name].map { entries[$0].value } }
    for position in entries.indices where entries[position].name == name {
      return entries[position].value
    }
    return nil
  }

  /// Adds `name` unless it is already there (the first value wins).
  mutating func insert(_ name: String, _ value: Value) {
    guard self[name] == nil else { return }
    entries.append((name, value))
    if isHashed {
      index[name] = entries.count - 1
    } else if entries.count > Self.linearLimit {
      index.reserveCapacity(entries.count * 2)
      for position in entries.indices { index[entries[position].name] = position }
    }
  }
}
