extension UInt8 {
  /// An ASCII letter, `a`–`z` or `A`–`Z`.
  var isASCIILetter: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
  }

  /// An ASCII digit, `0`–`9`.
  var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
