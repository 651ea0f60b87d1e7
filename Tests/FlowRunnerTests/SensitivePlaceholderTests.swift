import FlowRunner
import FlowSpec
import Testing

/// A script that still holds `<sensitive>`, the placeholder `:save` writes for a sensitive value,
/// stops with a located error at that value instead of running with the placeholder as the value.
@Suite("Scripts: the <sensitive> placeholder")
struct SensitivePlaceholderTests {
  static let login = """
    flow: Login
    inputs:
      token: { type: String, sensitive: true }
      user: String
    environment:
      secret: { type: String, sensitive: true }
      plain: String
    results:
      done: {}
    start: form
    screens:
      form:
        events:
          submit: { email: String, password: { type: String, sensitive: true } }
          wait: {}
        on:
          submit: { finish: done }
          wait: stay
    """

  private func error(_ lines: [String], given: ScriptStart = ScriptStart()) throws -> String? {
    let files = [SourceFile(path: "Login.flow.yaml", text: Self.login)]
    let result = FlowCompiler.validate(files)
    let module = try #require(
      result.module, "\(DiagnosticRenderer(files: files, colors: false).render(result.diagnostics))"
    )
    let outcome = ScriptRun(options: .init(scriptName: "s.walkthrough")) { _ in }.run(
      module: module, given: given, lines: lines)
    return outcome.error
  }

  private let start = [":input token=t user=u", ":env secret=s plain=p"]
  private let placeholder =
    "is <sensitive>, the placeholder a saved script holds for a sensitive value: put the real "
    + "value in its place"

  @Test func aSensitivePayloadFieldIsLocated() throws {
    #expect(
      try error(start + ["submit email=a@b.c password=<sensitive>"])
        == "s.walkthrough:3:20: error: `password` " + placeholder)
    // The real value replays.
    #expect(try error(start + ["submit email=a@b.c password=hunter2"]) == nil)
  }

  @Test func sensitiveStartLinesAreLocated() throws {
    #expect(
      try error([
        ":input token=<sensitive> user=u", ":env secret=s plain=p", "submit email=a password=p",
      ])
        == "s.walkthrough:1:8: error: input `token` " + placeholder)
    #expect(
      try error([
        ":input token=t user=u", ":env plain=p secret=<sensitive>", "submit email=a password=p",
      ])
        == "s.walkthrough:2:14: error: environment value `secret` " + placeholder)
    // The command line's value replaces the script's placeholder.
    #expect(
      try error(
        [":input token=<sensitive> user=u", ":env secret=s plain=p", "submit email=a password=p"],
        given: ScriptStart(inputs: [.init("token", "real")])) == nil)
  }

  @Test func aLaterEnvironmentAnswerIsLocated() throws {
    #expect(
      try error(start + ["wait", ":env secret=<sensitive>"])
        == "s.walkthrough:4:6: error: environment value `secret` " + placeholder)
  }

  /// Only a sensitive value's placeholder is one: elsewhere `<sensitive>` is a value like any.
  @Test func aPlainValueMayReadLikeThePlaceholder() throws {
    #expect(
      try error([":input token=t user=<sensitive>", ":env secret=s plain=<sensitive>"]) == nil)
    #expect(try error(start + ["submit email=<sensitive> password=p"]) == nil)
  }
}
