/// How an LSP position's `character` counts: UTF-16 code units unless the client and server agree
/// on another (`general.positionEncodings`, LSP 3.17).
public enum PositionEncoding: String, Sendable, Equatable, CaseIterable {
  /// Bytes of UTF-8.
  case utf8 = "utf-8"
  /// UTF-16 code units: the protocol's default.
  case utf16 = "utf-16"
  /// Unicode scalars (code points).
  case utf32 = "utf-32"

  /// The encoding to use given the client's offer, in its order of preference (UTF-16 when it
  /// offers none the server knows).
  public static func negotiated(from offered: [String]) -> PositionEncoding {
    offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
  }

  /// How many units a scalar whose UTF-8 lead byte is `lead` takes (UTF-16 and UTF-32; UTF-8
  /// counts bytes). A byte that cannot lead a scalar stands for one U+FFFD.
  func width(ofLeadByte lead: UInt8) -> Int {
    switch self {
    case .utf8: return 1
    case .utf16: return (0xF0...0xF4).contains(lead) ? 2 : 1
    case .utf32: return 1
    }
  }
}

/// A position as the protocol has it: 0-based line and character (in the negotiated encoding).
public struct ProtocolPosition: Sendable, Hashable {
  /// The 0-based line.
  public var line: Int
  /// The 0-based character offset on the line.
  public var character: Int

  /// Creates a position.
  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }
}
