/// A tiny deterministic PRNG (SplitMix64), seeded from the input so that a run is reproducible.
public struct FuzzRandom {
  private var state: UInt64

  /// Seeds the generator with the FNV-1a hash of `bytes`.
  public init(seededBy bytes: [UInt8]) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    state = hash
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var value = state
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    return value ^ (value >> 31)
  }

  /// A number in `0..<bound` (0 when `bound` is not positive).
  public mutating func below(_ bound: Int) -> Int {
    bound > 0 ? Int(next() % UInt64(bound)) : 0
  }

  /// True one time in `odds`.
  public mutating func oneIn(_ odds: Int) -> Bool { below(odds) == 0 }

  /// A random element of `items` (which must not be empty).
  public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// How a fuzz input becomes files: lines that are exactly `#---` separate flow files, so that one
/// input can hold a module of several flows (child flows live in other files). The separator is a
/// YAML comment, so an input read as one file is still the same YAML.
public enum FuzzInput {
  /// The separator line.
  public static let separator: [UInt8] = Array("#---".utf8)

  /// The parts of `bytes` between separator lines (the separator lines dropped); one part when
  /// there is no separator.
  public static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var parts: [[UInt8]] = []
    var current: [UInt8] = []
    var lineStart = 0
    var index = 0
    while lineStart < bytes.count {
      index = lineStart
      while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
      let lineEnd = index < bytes.count ? index + 1 : index
      var content = bytes[lineStart..<index]
      if content.last == UInt8(ascii: "\r") { content = content.dropLast() }
      if content.elementsEqual(separator) {
        parts.append(current)
        current = []
      } else {
        current.append(contentsOf: bytes[lineStart..<lineEnd])
      }
      lineStart = lineEnd
    }
    parts.append(current)
    return parts
  }

  /// The file names for `count` parts: `Fuzz.flow.yaml` alone, else `Fuzz0.flow.yaml`, ....
  public static func fileNames(count: Int) -> [String] {
    count == 1 ? ["Fuzz.flow.yaml"] : (0..<count).map { "Fuzz\($0).flow.yaml" }
  }
}
