import Testing

@testable import GeneratedOrderDetail

/// The script driver reads values as `flowc run` does: what the runner refuses, it refuses.
@Suite("Script driver values")
struct ScriptValueTests {
  @Test func aDoubleOutOfRangeOrNotANumberIsNotAValue() {
    #expect(GeneratedOrderDetail.flowParseDouble("2.5") == 2.5)
    #expect(GeneratedOrderDetail.flowParseDouble("1e308") == 1e308)
    for text in ["1e400", "-1e400", "nan", "inf", "infinity", "x"] {
      #expect(GeneratedOrderDetail.flowParseDouble(text) == nil, "\(text)")
    }
  }
}
