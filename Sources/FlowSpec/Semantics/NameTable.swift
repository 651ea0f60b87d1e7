/// Values by name (or other key), the first entry for a key winning, as a dictionary built with
/// `Dictionary(pairs) { first, _ in first }` would have them.
///
/// Scopes are small (a handful of fields, an event's few parameters) and built often: a short
/// table is an array searched in order, which costs less than hashing; a long one also keeps a
/// hash index, so hostile input with thousands of names stays linear.
struct NameTable<Key: Hashable, Value> {
  /// The most entries searched in order; longer tables are hashed.
  static var linearLimit: Int { 8 }

  /// The entries in order, one per key.
  private(set) var entries: [(key: Key, value: Value)] = []
  /// Entry positions by key, for tables longer than `linearLimit`.
  private var index: [Key: Int] = [:]

  init() {}

  init(_ pairs: some Sequence<(Key, Value)>) {
    for (key, value) in pairs { insert(key, value) }
  }

  /// Whether the table hashes its keys (it is longer than `linearLimit`).
  var isHashed: Bool { !index.isEmpty }

  /// The keys, in the order first inserted.
  var keys: [Key] { entries.map(\.key) }

  /// The value first inserted for `key`.
  subscript(key: Key) -> Value? {
    if isHashed { return index[key].map { entries[$0].value } }
    for position in entries.indices where entries[position].key == key {
      return entries[position].value
    }
    return nil
  }

  /// Adds `key` unless it is already there (the first value wins).
  mutating func insert(_ key: Key, _ value: Value) {
    guard self[key] == nil else { return }
    entries.append((key, value))
    if isHashed {
      index[key] = entries.count - 1
    } else if entries.count > Self.linearLimit {
      index.reserveCapacity(entries.count * 2)
      for position in entries.indices { index[entries[position].key] = position }
    }
  }
}
