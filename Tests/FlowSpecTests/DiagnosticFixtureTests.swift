import FlowSpec
import FlowTestSupport
import Foundation
import Testing

@Suite("Diagnostic fixtures")
struct DiagnosticFixtureTests {
  @Test(
    "each fixture reports exactly its marked diagnostics, rendered as its golden file",
    arguments: DiagnosticFixture.all())
  func fixture(_ fixture: DiagnosticFixture) throws {
    let result = FlowCompiler.validate(
      fixture.files, limits: fixture.limits, checkingFileNames: fixture.checksFileNames)
    let expected = fixture.markers
    #expect(!expected.isEmpty, "fixture \(fixture.name) marks no diagnostic")
    let actual = DiagnosticFixture.markers(of: result.diagnostics)
    let missing = expected.subtracting(actual).sorted()
    let unexpected = actual.subtracting(expected).sorted()
    #expect(missing.isEmpty, "expected but not reported: \(missing)")
    #expect(unexpected.isEmpty, "reported but not marked: \(unexpected)")
    let rendered = DiagnosticRenderer(files: fixture.files, colors: false).render(
      result.diagnostics)
    let failure = Golden.check(rendered, against: fixture.goldenURL)
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test("every diagnostic code has a fixture named after it that reports it")
  func everyCodeHasAFixture() {
    let fixtures = Dictionary(uniqueKeysWithValues: DiagnosticFixture.all().map { ($0.name, $0) })
    for code in DiagnosticCode.allCases {
      let fixture = fixtures[code.rawValue]
      #expect(fixture != nil, "no fixture named \(code.rawValue)")
      if let fixture {
        #expect(
          fixture.markers.contains { $0.code == code.rawValue },
          "fixture \(code.rawValue) does not mark a \(code.rawValue) diagnostic")
      }
    }
  }
}
