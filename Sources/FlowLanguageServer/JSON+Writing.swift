import FlowSpec

extension JSON {
  /// The value as compact JSON text in UTF-8, object keys sorted.
  public var bytes: [UInt8] {
    var output: [UInt8] = []
    write(to: &output)
    return output
  }

  private func write(to output: inout [UInt8]) {
    switch self {
    case .null: output += Array("null".utf8)
    case .bool(let value): output += Array((value ? "true" : "false").utf8)
    case .int(let value): output += Array(String(value).utf8)
    case .double(let value):
      // JSON has no NaN or infinity; they never reach the protocol, but stay valid JSON if they do.
      output += Array((value.isFinite ? String(value) : "null").utf8)
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        element.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(key, to: &output)
        output.append(UInt8(ascii: ":"))
        members[key]!.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// A string in FlowSpec's JSON escaping, the one every JSON output of flowc uses.
  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output += FlowSpec.JSON.string(value).utf8
  }
}
