import FlowSpec

/// Reads values typed by a user or a script, by their declared type.
public enum ValueParser {
  /// Why a text is not a value of a type.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What went wrong, for the user.
    public var description: String

    /// A failure saying `description`, with a long value quoted in it cut short.
    init(description: String) {
      self.description = MessageText.shortened(description)
    }
  }

  /// Parses `text` as a value of `type`; enum cases come from `enums`.
  public static func parse(_ text: String, as type: ValueType, enums: [String: [String]])
    throws(Failure) -> Value
  {
    switch type {
    case .optional(let wrapped):
      if text == "nil" { return .null }
      return try parse(text, as: wrapped, enums: enums)
    case .string:
      return .string(text)
    case .int:
      guard let value = Int(text) else { throw Failure(description: "`\(text)` is not an Int") }
      return .int(value)
    case .double:
      guard let value = Double(text) else {
        throw Failure(description: "`\(text)` is not a Double")
      }
      // `1e400` parses as infinity, `nan` as not a number: neither is a value a flow can hold.
      guard value.isFinite else {
        throw Failure(description: "`\(text)` is not a finite Double (too large, or not a number)")
      }
      return .double(value)
    case .bool:
      switch text {
      case "true": return .bool(true)
      case "false": return .bool(false)
      default: throw Failure(description: "`\(text)` is not a Bool (true or false)")
      }
    case .enumeration(let name):
      let caseName = text.hasPrefix(".") ? String(text.dropFirst()) : text
      let cases = enums[name] ?? []
      guard cases.contains(caseName) else {
        throw Failure(
          description:
            "`\(text)` is not a case of \(name) (\(cases.map { "." + $0 }.joined(separator: ", ")))"
        )
      }
      return .enumCase(type: name, name: caseName)
    case .date:
      guard let normalized = ISODate.normalize(text) else {
        throw Failure(description: "`\(text)` is not a date (2026-11-22 or 2026-11-22T10:30:00Z)")
      }
      return .date(normalized)
    case .url:
      guard let colon = text.firstIndex(of: ":"), colon != text.startIndex, !text.contains(" ")
      else {
        throw Failure(description: "`\(text)` is not a URL (scheme:rest, no spaces)")
      }
      return .url(text)
    case .app(let name):
      guard !text.isEmpty else {
        throw Failure(description: "\(article(name)) \(name) needs some text naming it")
      }
      return .app(type: name, token: text)
    case .array(let element):
      guard text.hasPrefix("["), text.hasSuffix("]") else {
        throw Failure(description: "`\(text)` is not a list: write [a, b, c]")
      }
      let inner = text.dropFirst().dropLast().trimmingCharacters(in: " ")
      if inner.isEmpty { return .array([]) }
      var items: [Value] = []
      for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
        items.append(try parse(String(part).trimmingCharacters(in: " "), as: element, enums: enums))
      }
      return .array(items)
    }
  }
}

extension ValueParser {
  /// The indefinite article for `word` in a message: `an` before a vowel (`an Address`), `a`
  /// otherwise (`a Photo`). Type names are read as spelled, so `an` goes before A, E, I, O and U.
  static func article(_ word: String) -> String {
    guard let first = word.unicodeScalars.first else { return "a" }
    return "AEIOUaeiou".unicodeScalars.contains(first) ? "an" : "a"
  }
}

/// ISO 8601 dates in the two forms the runner accepts, normalized to `YYYY-MM-DDTHH:MM:SSZ`.
enum ISODate {
  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func normalize(_ text: String) -> String? {
    let digits = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= digits.count else { return nil }
      var value = 0
      for byte in digits[range] {
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard digits.count >= 10, digits[4] == 45, digits[7] == 45, let year = number(0..<4),
      let month = number(5..<7), let day = number(8..<10), (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    if digits.count > 10 {
      guard digits.count == 20, digits[10] == 84, digits[13] == 58, digits[16] == 58,
        digits[19] == 90, let h = number(11..<13), let m = number(14..<16), let s = number(17..<19),
        h < 24, m < 60, s < 60
      else { return nil }
      (hour, minute, second) = (h, m, s)
    }
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))Z"
  }
}

extension StringProtocol {
  /// The text without leading and trailing occurrences of `character`.
  func trimmingCharacters(in character: Character) -> String {
    var text = Substring(self)
    while text.first == character { text = text.dropFirst() }
    while text.last == character { text = text.dropLast() }
    return String(text)
  }
}
