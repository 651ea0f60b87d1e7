/// Converts between `file:` URIs and file system paths (RFC 8089, percent-encoding per RFC 3986).
public enum DocumentURI {
  /// The path of a `file:` URI (`file:///a%20b/x.flow.yaml` → `/a b/x.flow.yaml`), or nil for
  /// another scheme, a remote host, or a malformed escape. The path is normalised, so every
  /// spelling of one file gives one path: escapes decoded (`%50` is `P`), empty and `.` segments
  /// dropped (`//`, `/./`), `..` taking off the segment before it (RFC 3986's
  /// remove_dot_segments; symbolic links are not resolved).
  public static func path(of uri: String) -> String? {
    var rest: Substring
    if uri.hasPrefix("file://") {
      rest = uri.dropFirst("file://".count)
      // An authority: empty or `localhost` is this machine.
      if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
      guard rest.hasPrefix("/") else { return nil }
    } else if uri.hasPrefix("file:/") {
      rest = uri.dropFirst("file:".count)
    } else {
      return nil
    }
    if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
    guard let decoded = percentDecoded(rest), !decoded.contains("\0") else { return nil }
    return normalized(decoded)
  }

  /// An absolute path without empty, `.` and `..` segments (`/a//b/./c/../d` → `/a/b/d`); a
  /// trailing `/` stays.
  static func normalized(_ path: String) -> String {
    var segments: [Substring] = []
    for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch segment {
      case ".": continue
      case "..": _ = segments.popLast()
      default: segments.append(segment)
      }
    }
    let trailing = path.count > 1 && path.hasSuffix("/") && !segments.isEmpty ? "/" : ""
    return "/" + segments.joined(separator: "/") + trailing
  }

  /// The `file:` URI of an absolute path, with every byte outside the unreserved set and `/`
  /// percent-encoded.
  public static func uri(ofPath path: String) -> String {
    var result = "file://"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        result.unicodeScalars.append("%")
        result.unicodeScalars.append(digits[Int(byte >> 4)])
        result.unicodeScalars.append(digits[Int(byte & 0xF)])
      }
    }
    return result
  }

  private static func percentDecoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
