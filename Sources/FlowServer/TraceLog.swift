import FlowSpec

/// The trace a prototype session keeps: what each input did, numbered from 0 since the
/// walkthrough started (or a script was opened). Only the last `capacity` entries are kept, so
/// the memory a long walkthrough takes stays bounded; the state sends the last `shown` of them
/// and `GET /api/trace` pages through the rest. The steps themselves are not here: the
/// walkthrough keeps them all, for undo and the script download.
struct TraceLog: Sendable {
  /// The entries kept: older ones are dropped.
  static let capacity = 1_000
  /// The entries the state sends: the last ones.
  static let shown = 50
  /// The most entries one page of `GET /api/trace` gives.
  static let pageLimit = 500

  /// One input and the lines of what it did.
  struct Entry: Sendable {
    var input: String
    var lines: [String]
  }

  /// The entries kept, oldest first: the last `capacity` to `2 * capacity - 1` (trimmed in
  /// batches, so that an append costs a constant time on average).
  private var kept: [Entry] = []
  /// How many entries there were since the trace started, dropped ones included.
  private(set) var total = 0
  /// Counts the traces started (a restart, an opened script), so that a page holding earlier
  /// entries knows when they are of another trace.
  private(set) var run = 0

  /// A trace holding `entries`.
  init(_ entries: [Entry] = []) {
    for entry in entries { append(entry) }
  }

  /// The number of the oldest entry a page can give.
  var first: Int { max(total - Self.capacity, 0) }

  /// Adds an entry, dropping the oldest beyond the capacity.
  mutating func append(_ entry: Entry) {
    kept.append(entry)
    total += 1
    if kept.count >= 2 * Self.capacity { kept.removeFirst(kept.count - Self.capacity) }
  }

  /// Starts a new trace holding `entries`.
  mutating func restart(with entries: [Entry]) {
    kept = []
    total = 0
    run += 1
    for entry in entries { append(entry) }
  }

  /// Up to `limit` entries from number `from` on (from the oldest kept when `from` is older),
  /// with the number of the first.
  func page(from: Int, limit: Int) -> (from: Int, entries: ArraySlice<Entry>) {
    let start = min(max(from, first), total)
    let end = min(start + max(min(limit, Self.pageLimit), 0), total)
    let offset = total - kept.count
    return (start, kept[(start - offset)..<(end - offset)])
  }

  /// The last `shown` entries, with the number of the first.
  var last: (from: Int, entries: ArraySlice<Entry>) {
    page(from: total - Self.shown, limit: Self.shown)
  }

  /// The entries of an opened script's output (`flowc run --script`'s trace): one entry for each
  /// input echoed (`> picked photo=beach.jpg`), holding the lines after it; lines before the
  /// first input go to an entry named `heading`.
  static func entries(ofScriptOutput text: String, heading: String) -> [Entry] {
    var entries: [(input: String, lines: [String])] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("> ") {
        entries.append((String(line.dropFirst(2)), []))
        continue
      }
      if entries.isEmpty { entries.append((heading, [])) }
      let trimmed = line.hasPrefix("  ") ? line.dropFirst(2) : line[...]
      entries[entries.count - 1].lines.append(String(trimmed))
    }
    if entries.isEmpty { entries.append((heading, [])) }
    return entries.map { Entry(input: $0.input, lines: $0.lines) }
  }

  /// The trace as `GET /api/trace` gives it: `{"total", "first", "from", "run", "entries"}`
  /// (`first`: the number of the oldest entry kept).
  func pageJSON(from: Int, limit: Int) -> String {
    let page = page(from: from, limit: limit)
    return JSON.object([
      ("total", String(total)), ("first", String(first)), ("from", String(page.from)),
      ("run", String(run)), ("entries", Self.json(page.entries)),
    ])
  }

  /// Entries as a JSON array of `{"input", "lines"}`.
  static func json(_ entries: ArraySlice<Entry>) -> String {
    JSON.array(
      entries.map { entry in
        JSON.object([
          ("input", JSON.string(entry.input)),
          ("lines", JSON.array(entry.lines.map(JSON.string))),
        ])
      })
  }

  /// Reads the query of `GET /api/trace` (`from=K&limit=L`, both optional: the last `limit`
  /// entries, 100 unless given); a message when a value is not a whole number from 0.
  func page(query: String) -> Result<(from: Int, limit: Int), QueryError> {
    var from: Int?
    var limit = 100
    for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let text = parts.count > 1 ? String(parts[1]) : ""
      guard name == "from" || name == "limit" else {
        return .failure(QueryError(message: "unknown parameter `\(name)`: use from and limit"))
      }
      guard text.allSatisfy(\.isASCII), let number = Int(text), number >= 0 else {
        return .failure(QueryError(message: "`\(name)` must be a whole number from 0"))
      }
      if name == "from" { from = number } else { limit = number }
    }
    return .success((from ?? max(total - limit, 0), limit))
  }

  /// Why a query was refused.
  struct QueryError: Error {
    var message: String
  }
}
