/// Finds the first byte that is not part of well-formed UTF-8.
///
/// libyaml notices bad UTF-8 one character late and names it in its own terms; checking first gives
/// the exact position and a message about the byte itself.
enum UTF8Validation {
  /// The offset of the first byte of the first ill-formed sequence, or nil when all is well-formed.
  static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      while index < count {
        let lead = buffer[index]
        if lead < 0x80 {
          index += 1
          continue
        }
        let length: Int
        var minimum: UInt8 = 0x80
        var maximum: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
          length = 3
          minimum = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
          length = 3
          maximum = 0x9F
        case 0xF0:
          length = 4
          minimum = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
          length = 4
          maximum = 0x8F
        default: return index
        }
        guard index + length <= count else { return index }
        let second = buffer[index + 1]
        guard second >= minimum && second <= maximum else { return index }
        for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return index }
        index += length
      }
      return nil
    }
  }
}
