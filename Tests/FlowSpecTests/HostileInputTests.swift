import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// What validating one hostile input must give.
enum HostileExpectation: Sendable {
  /// The module validates: no error.
  case valid
  /// At least one error; the first in source order has this code (and this location, if given).
  case firstError(DiagnosticCode, at: FlowSpec.SourceLocation? = nil)
  /// At least one error, none with this code.
  case errorWithout(DiagnosticCode)
  /// At least one error, of any code.
  case someError
  /// Valid or not; only the invariants (located diagnostics, no crash, bounded time) matter.
  case anyOutcome
}

/// One input of the hostile corpus: a name, its bytes (built when the case runs, so the
/// megabyte-sized ones are not all held at once), the loader limits, the outcome and a time limit.
struct HostileCase: Sendable, CustomTestStringConvertible {
  var name: String
  var limits: YAMLLimits = .default
  var expectation: HostileExpectation
  /// A hang guard, not a benchmark: 1 s in a debug build; inputs of several megabytes get 5 s,
  /// since a debug build spends about a second just copying and scanning them.
  var timeLimit: Duration = .seconds(1)
  var bytes: @Sendable () -> [UInt8]

  var testDescription: String { name }
}

/// The invariants every hostile input must keep, shared by the corpus and the mutation tests.
enum HostileCheck {
  /// The path every hostile input is validated under.
  static let path = "Hostile.flow.yaml"

  /// Validates `bytes` as a one-file module and renders the diagnostics (what `flowc validate`
  /// does), failing the test when that takes longer than `limit`; then checks the locations.
  static func validate(
    _ bytes: [UInt8], limits: YAMLLimits = .default, within limit: Duration, label: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> FlowCompiler.Result {
    let file = SourceFile(path: path, bytes: bytes)
    let clock = ContinuousClock()
    let start = clock.now
    let result = FlowCompiler.validate([file], limits: limits)
    let rendered = DiagnosticRenderer(files: [file], colors: false).render(result.diagnostics)
    let elapsed = clock.now - start
    #expect(
      elapsed <= limit, "\(label): took \(elapsed), more than \(limit)",
      sourceLocation: sourceLocation)
    #expect(result.diagnostics.all.isEmpty == rendered.isEmpty, sourceLocation: sourceLocation)
    checkLocated(result.diagnostics, in: [file], label: label, sourceLocation: sourceLocation)
    // However long the names and literals it quotes, a message stays short.
    for diagnostic in result.diagnostics.all {
      let texts = [diagnostic.message] + diagnostic.notes.map(\.message)
      for text in texts where text.unicodeScalars.count > 1_001 {
        Issue.record(
          "\(label): a message of \(text.unicodeScalars.count) characters",
          sourceLocation: sourceLocation)
      }
    }
    return result
  }

  /// Every diagnostic and note points inside one of `files` (line within its lines, column at
  /// most one past the line's end); the first few render as `PATH:LINE:COLUMN: error:` (or
  /// `warning:`); rendering is the same code for all, and a long line costs time to render.
  static func checkLocated(
    _ diagnostics: Diagnostics, in files: [SourceFile], label: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    var lines: [String: SourceLines] = [:]
    for file in files { lines[file.path] = SourceLines(file.bytes) }
    var lengths: [SourceRange: Int?] = [:]
    func isInside(_ range: SourceRange) -> Bool {
      let key = SourceRange(
        file: range.file, start: .init(line: range.start.line, column: 1),
        end: .init(line: range.start.line, column: 1))
      if lengths[key] == nil {
        lengths[key] = lines[range.file]?.text(ofLine: range.start.line).map {
          $0.unicodeScalars.count
        }
      }
      guard range.start.line >= 1, range.start.column >= 1, let length = lengths[key] ?? nil
      else { return false }
      return range.start.column <= length + 1
    }
    let renderer = DiagnosticRenderer(files: files, colors: false)
    for (index, diagnostic) in diagnostics.all.enumerated() {
      func shown() -> String {
        "\(diagnostic.range) \(diagnostic.code.rawValue): \(diagnostic.message.prefix(200))"
      }
      #expect(
        isInside(diagnostic.range), "\(label): not inside the file: \(shown())",
        sourceLocation: sourceLocation)
      for note in diagnostic.notes {
        guard let range = note.range else { continue }
        #expect(
          isInside(range), "\(label): note not inside the file: \(range) in \(shown())",
          sourceLocation: sourceLocation)
      }
      guard index < 20 else { continue }
      let range = diagnostic.range
      let prefix =
        "\(range.file):\(range.start.line):\(range.start.column): \(diagnostic.severity.rawValue):"
      #expect(
        renderer.render(diagnostic).hasPrefix(prefix),
        "\(label): rendered without `\(prefix)`: \(shown())", sourceLocation: sourceLocation)
    }
  }

  /// Checks `result` against `expectation`.
  static func check(
    _ result: FlowCompiler.Result, _ expectation: HostileExpectation, label: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let errors = result.diagnostics.sorted.filter { $0.severity == .error }
    let summary = errors.prefix(5).map {
      "\($0.range.start) \($0.code.rawValue): \($0.message.prefix(120))"
    }.joined(separator: "; ")
    #expect(
      (result.module == nil) == !errors.isEmpty,
      "\(label): a module is returned exactly when there is no error",
      sourceLocation: sourceLocation)
    switch expectation {
    case .valid:
      #expect(
        errors.isEmpty, "\(label): expected valid, got \(summary)", sourceLocation: sourceLocation)
    case .firstError(let code, let location):
      #expect(
        errors.first?.code == code,
        "\(label): expected first error \(code.rawValue), got \(summary)",
        sourceLocation: sourceLocation)
      if let location {
        #expect(
          errors.first?.range.start == location,
          "\(label): expected the first error at \(location), got \(summary)",
          sourceLocation: sourceLocation)
      }
    case .errorWithout(let code):
      #expect(!errors.isEmpty, "\(label): expected an error", sourceLocation: sourceLocation)
      #expect(
        !errors.contains { $0.code == code }, "\(label): unexpected \(code.rawValue): \(summary)",
        sourceLocation: sourceLocation)
    case .someError:
      #expect(!errors.isEmpty, "\(label): expected an error", sourceLocation: sourceLocation)
    case .anyOutcome:
      break
    }
  }
}

/// Hostile inputs: each either validates or fails with located diagnostics, never crashes, and
/// finishes in bounded time.
@Suite("Hostile input", .serialized)
struct HostileInputTests {
  @Test(arguments: HostileCorpus.all)
  func hostileInputIsRejectedOrAcceptedCleanlyAndFast(_ hostile: HostileCase) {
    let result = HostileCheck.validate(
      hostile.bytes(), limits: hostile.limits, within: hostile.timeLimit, label: hostile.name)
    HostileCheck.check(result, hostile.expectation, label: hostile.name)
  }

  // MARK: Bugs found here, now fixed

  /// A did-you-mean for a long name once cost quadratic time (60,000 characters took minutes).
  /// Anchor names and enum cases have no length limit; keys are cut at 1,024 characters by libyaml.
  @Test func aLongMisspelledAnchorGetsNoSuggestionAndStaysFast() {
    func text(_ length: Int) -> String {
      let anchor = String(repeating: "a", count: length)
      return "flow: A\nx: &\(anchor) 1\ny: *\(anchor.dropLast())b\n"
    }
    let result = HostileCheck.validate(
      Array(text(60_000).utf8), within: .seconds(10), label: "long misspelled anchor")
    HostileCheck.check(result, .firstError(.unknownAnchor), label: "long misspelled anchor")
    // No did-you-mean is worked out for a name past 64 bytes (it kept this quadratic).
    let error = result.first(.unknownAnchor)
    #expect(error?.message.contains("did you mean") == false)
  }

  /// Nothing is built for diagnostics past the 1,000 that are kept: they are only counted.
  @Test func unknownKeysPastTheLimitAreOnlyCounted() {
    let fields = (0..<15_000).map { "  extra\($0): Int\n" }.joined()
    let unknown =
      HostileCorpus.photoEditing + fields.replacingOccurrences(of: "  extra", with: "extra")
    let result = HostileCheck.validate(
      Array(unknown.utf8), within: .seconds(10), label: "15,000 unknown keys")
    HostileCheck.check(result, .firstError(.unknownKey), label: "15,000 unknown keys")
    #expect(result.diagnostics.dropped > 0)
    #expect(result.diagnostics.dropped >= 15_000 - Diagnostics.limit)
  }

  /// A duplicate key written as an alias is reported where the alias is, with a note at the key
  /// it repeats.
  @Test func aDuplicateKeyThroughAnAliasPointsAtTheAlias() {
    let result = HostileCheck.validate(
      Array("&k flow: A\n*k : B\nstart: s\nscreens: { s: { view: V } }\n".utf8),
      within: .seconds(1), label: "alias key")
    let duplicate = result.first(.duplicateKey)
    #expect(duplicate?.notes.first?.range?.start == .init(line: 1, column: 1))
    #expect(duplicate?.range.start == .init(line: 2, column: 1))
  }

  /// Positions follow the lines an editor shows, whatever the line ends.
  @Test func crOnlyLineEndsGiveLocatedDiagnostics() {
    let text = HostileCorpus.photoEditing
      .replacingOccurrences(of: "inputs:\n", with: "imputs: {}\ninputs:\n")
      .replacingOccurrences(of: "\n", with: "\r")
    let result = HostileCheck.validate(Array(text.utf8), within: .seconds(1), label: "CR only")
    HostileCheck.check(
      result,
      .firstError(.unknownKey, at: .init(line: HostileCorpus.line(of: "inputs:"), column: 1)),
      label: "CR only")
  }

  /// U+0085, U+2028 and U+2029 are not line breaks in a flow file (nor in editors): they must not
  /// shift the lines of later diagnostics.
  @Test(arguments: [
    (
      "a next-line character in a quoted title",
      "flow: A\ndescription: \"one\u{85}two\"\nimputs: {}\nstart: a\nscreens: { a: { view: V } }\n",
      3
    ),
    (
      "a line separator in a quoted title",
      "flow: A\ndescription: \"one\u{2028}two\"\nimputs: {}\nstart: a\nscreens: { a: { view: V } }\n",
      3
    ),
    (
      "a paragraph separator in a quoted title",
      "flow: A\ndescription: \"one\u{2029}two\"\nimputs: {}\nstart: a\nscreens: { a: { view: V } }\n",
      3
    ),
  ])
  func unicodeLineSeparatorsKeepPositions(_ name: String, _ text: String, _ line: Int) {
    // libyaml breaks lines there (YAML 1.1), and so do flowc's snippets (docs/diagnostics.md):
    // the line after the separator is one more, and its snippet shows the right text.
    let result = HostileCheck.validate(Array(text.utf8), within: .seconds(1), label: name)
    HostileCheck.check(
      result, .firstError(.unknownKey, at: .init(line: line + 1, column: 1)), label: name)
    let rendered = DiagnosticRenderer(
      files: [SourceFile(path: HostileCheck.path, bytes: Array(text.utf8))], colors: false
    ).render(result.diagnostics)
    #expect(rendered.contains("\(line + 1) | imputs: {}"), "\(rendered)")
  }

  /// Diagnostic fixtures with CRLF line ends: exactly the diagnostics of the LF files.
  @Test(arguments: DiagnosticFixture.all())
  func crlfLineEndsKeepEveryDiagnostic(_ fixture: DiagnosticFixture) {
    let converted = fixture.files.map { file in
      var bytes: [UInt8] = []
      for byte in file.bytes {
        if byte == UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\r")) }
        bytes.append(byte)
      }
      return SourceFile(path: file.path, bytes: bytes)
    }
    compare(fixture, with: converted)
  }

  /// Diagnostic fixtures with a UTF-8 byte order mark: exactly the diagnostics without one.
  @Test(arguments: DiagnosticFixture.all())
  func byteOrderMarkKeepsEveryDiagnostic(_ fixture: DiagnosticFixture) {
    let converted = fixture.files.map {
      SourceFile(path: $0.path, bytes: [0xEF, 0xBB, 0xBF] + $0.bytes)
    }
    compare(fixture, with: converted)
  }

  private func compare(_ fixture: DiagnosticFixture, with files: [SourceFile]) {
    // A size limit set by the fixture itself still applies to the longer file: it was chosen
    // smaller than the file, and the file only grew.
    let expected = FlowCompiler.validate(
      fixture.files, limits: fixture.limits, checkingFileNames: fixture.checksFileNames)
    let actual = FlowCompiler.validate(
      files, limits: fixture.limits, checkingFileNames: fixture.checksFileNames)
    func describe(_ diagnostics: Diagnostics) -> [String] {
      diagnostics.sorted.map {
        "\($0.range.file):\($0.range.start)-\($0.range.end) \($0.code.rawValue) \($0.message) "
          + $0.notes.map { "[\($0.range?.description ?? "-") \($0.message)]" }.joined()
      }
    }
    #expect(!expected.diagnostics.all.isEmpty, "a fixture has diagnostics")
    #expect(describe(actual.diagnostics) == describe(expected.diagnostics))
    HostileCheck.checkLocated(actual.diagnostics, in: files, label: fixture.name)
  }
}

/// The table of hostile inputs.
enum HostileCorpus {
  static let photoEditing: String = {
    let url = Repository.url("Examples/PhotoEditing/PhotoEditing.flow.yaml")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  static var all: [HostileCase] {
    aliases + nesting + sizes + namesAndNumbers + encodings + documents + invalidUTF8
      + controlCharacters + childFlows + keywords
  }

  static func text(_ text: @escaping @Sendable () -> String) -> @Sendable () -> [UInt8] {
    { Array(text().utf8) }
  }

  static let megabytes = Duration.seconds(5)

  /// The 1-based line of PhotoEditing.flow.yaml that starts with `prefix`.
  static func line(of prefix: String) -> Int {
    let lines = photoEditing.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.hasPrefix(prefix) } ?? -1) + 1
  }

  static func replacingFirst(_ target: String, with replacement: String, in text: String) -> String
  {
    guard let range = text.range(of: target) else { return text }
    return text.replacingCharacters(in: range, with: replacement)
  }

  // MARK: Child flows that start themselves (issue 13)

  /// A flow `A` with `start` and screens `s` (a view whose `go` finishes) and `c` (a child-flow
  /// node of `A` itself).
  private static func selfStarting(_ start: String) -> @Sendable () -> [UInt8] {
    text {
      """
      flow: A
      environment: { flag: Bool }
      results: { done: {} }
      start: \(start)
      screens:
        s: { view: V, events: { go: {} }, on: { go: { finish: done } } }
        c: { flow: A, on: { done: { finish: done } } }
      """
    }
  }

  static let childFlows: [HostileCase] = [
    // Recursion that can stop is valid: `flowc run` and the generated code bound it at run time.
    HostileCase(
      name: "a start that enters itself while a Bool holds (the issue's crash)",
      expectation: .valid,
      bytes: selfStarting("[ { when: flag, to: c }, { to: s } ]")),
    HostileCase(
      name: "a start that enters itself unless a Bool holds", expectation: .valid,
      bytes: selfStarting("[ { when: flag, to: s }, { to: c } ]")),
    HostileCase(
      name: "a start that only enters itself",
      expectation: .firstError(.recursiveStart, at: .init(line: 4, column: 1)),
      bytes: selfStarting("c")),
    HostileCase(
      // Guards are ignored: no choice leads to a screen.
      name: "a start that enters itself whichever guard holds",
      expectation: .firstError(.recursiveStart, at: .init(line: 4, column: 1)),
      bytes: selfStarting("[ { when: flag, to: c }, { to: c } ]")),
    HostileCase(
      name: "a start that enters itself after a guard that always fails",
      expectation: .firstError(.recursiveStart, at: .init(line: 4, column: 1)),
      bytes: selfStarting("[ { when: flag && !flag, to: c }, { to: c } ]")),
    HostileCase(
      name: "1,000 start choices that all enter itself",
      expectation: .firstError(.recursiveStart, at: .init(line: 4, column: 1)),
      bytes: selfStarting(
        "[ " + String(repeating: "{ when: flag, to: c }, ", count: 1_000) + "{ to: c } ]")),
  ]

  // MARK: Aliases

  static let aliases: [HostileCase] = [
    HostileCase(
      name: "billion laughs",
      expectation: .firstError(.aliasBudgetExceeded, at: .init(line: 5, column: 45)),
      bytes: text {
        var text = "flow: Laughs\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1..<10 {
          let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
          text += "a\(level): &a\(level) [\(refs)]\n"
        }
        return text
      }),
    HostileCase(
      name: "nested anchors of maps", expectation: .firstError(.aliasBudgetExceeded),
      bytes: text {
        var text = "flow: Maps\nm0: &m0 { a: x, b: x, c: x, d: x }\n"
        for level in 1..<16 {
          let p = "*m\(level - 1)"
          text += "m\(level): &m\(level) { a: \(p), b: \(p), c: \(p), d: \(p) }\n"
        }
        return text
      }),
    HostileCase(
      name: "100,000 aliases of one scalar",
      expectation: .firstError(.aliasBudgetExceeded, at: .init(line: 3, column: 5 + 10_000 * 4)),
      bytes: text {
        "flow: Fan\ns: &s x\nl: [" + Array(repeating: "*s", count: 100_000).joined(separator: ", ")
          + "]\n"
      }),
    HostileCase(
      name: "an alias of its own anchor", expectation: .firstError(.unknownAnchor),
      bytes: text { "flow: A\na: &a [*a]\n" }),
    HostileCase(
      name: "an alias of an unknown anchor in a valid flow",
      expectation: .firstError(.unknownAnchor, at: .init(line: 10, column: 7)),
      bytes: text {
        photoEditing.replacingOccurrences(of: "flow: PhotoEditing", with: "flow: *nowhere")
      }),
    HostileCase(
      name: "a merge key", expectation: .someError,
      bytes: text { "flow: A\nbase: &b { start: s }\n<<: *b\n" }),
    HostileCase(
      name: "aliases within the budget in a valid flow", expectation: .valid,
      bytes: text {
        replacingFirst(
          "inputs: { photo: photo }", with: "inputs: *i",
          in: replacingFirst(
            "inputs: { photo: photo }", with: "inputs: &i { photo: photo }", in: photoEditing))
      }),
  ]

  // MARK: Nesting

  static let nesting: [HostileCase] = [
    HostileCase(
      name: "100,000 nested flow lists",
      expectation: .firstError(.nestingTooDeep, at: .init(line: 1, column: 65)),
      bytes: text {
        String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
      }
    ),
    HostileCase(
      name: "100,000 unclosed flow lists",
      expectation: .firstError(.nestingTooDeep, at: .init(line: 1, column: 65)),
      bytes: text { String(repeating: "[", count: 100_000) }),
    HostileCase(
      name: "10,000 nested flow maps",
      expectation: .firstError(.nestingTooDeep, at: .init(line: 1, column: 1 + 64 * 4)),
      bytes: text {
        String(repeating: "{a: ", count: 10_000) + "x" + String(repeating: "}", count: 10_000)
      }),
    HostileCase(
      name: "10,000 unclosed flow maps",
      expectation: .firstError(.nestingTooDeep, at: .init(line: 1, column: 1 + 64 * 4)),
      bytes: text { String(repeating: "{a: ", count: 10_000) }),
    HostileCase(
      name: "alternating flow lists and maps",
      expectation: .firstError(.nestingTooDeep, at: .init(line: 1, column: 1 + 32 * 5)),
      bytes: text { String(repeating: "[{a: ", count: 10_000) }),
    HostileCase(
      name: "100 nested block maps",
      expectation: .firstError(.nestingTooDeep, at: .init(line: 65, column: 65)),
      bytes: text {
        (0..<100).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
      }),
    HostileCase(
      name: "100 nested block lists",
      expectation: .firstError(.nestingTooDeep, at: .init(line: 1, column: 1 + 64 * 2)),
      bytes: text { String(repeating: "- ", count: 100) + "x\n" }),
    HostileCase(
      name: "nesting exactly at the limit is not too deep",
      expectation: .errorWithout(.nestingTooDeep),
      bytes: text { String(repeating: "[", count: 64) + String(repeating: "]", count: 64) }),
    HostileCase(
      name: "nesting one past a lowered limit",
      limits: YAMLLimits(maxFileBytes: 1 << 20, maxDepth: 3, maxAliasExpansion: 100),
      expectation: .firstError(.nestingTooDeep, at: .init(line: 1, column: 4)),
      bytes: text { "[[[[x]]]]" }),
    HostileCase(
      name: "deep nesting in a valid flow's description",
      // The root map is the first level, so the 64th `[` is one too many.
      expectation: .firstError(
        .nestingTooDeep, at: .init(line: line(of: "description:"), column: 14 + 63)),
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "description: Pick a photo, straighten it, filter it, caption it, post it.",
          with: "description: " + String(repeating: "[", count: 50_000)
            + String(repeating: "]", count: 50_000))
      }),
  ]

  // MARK: Sizes

  static let sizes: [HostileCase] = [
    HostileCase(
      name: "a 4 MB description in a valid flow", expectation: .valid, timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "description: Pick a photo, straighten it, filter it, caption it, post it.",
          with: "description: \"" + String(repeating: "Long \\\"text\\\" é ", count: 250_000) + "\""
        )
      }),
    HostileCase(
      name: "a 1 MB literal block title in a valid flow", expectation: .valid, timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "title: Straighten",
          with: "title: |\n"
            + String(repeating: "      " + String(repeating: "w", count: 74) + "\n", count: 12_500)
            + "    ")
      }),
    HostileCase(
      name: "a 1 MB plain flow name",
      expectation: .firstError(.invalidIdentifier, at: .init(line: 1, column: 7)),
      timeLimit: megabytes,
      bytes: text {
        "flow: Ab" + String(repeating: "-x", count: 500_000) + "\nstart: a\nscreens: {}\n"
      }),
    HostileCase(
      // libyaml allows keys of at most 1,024 characters; after that a `:` is "not found".
      name: "a 256 KB top-level key",
      expectation: .firstError(
        .yamlSyntax, at: .init(line: line(of: "inputs:"), column: (1 << 18) + 1)),
      timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "inputs:\n", with: String(repeating: "k", count: 1 << 18) + ": 1\ninputs:\n")
      }),
    HostileCase(
      name: "a 1,000-character screen name", expectation: .someError,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "  caption:\n", with: "  c" + String(repeating: "a", count: 999) + ":\n")
      }),
    HostileCase(
      name: "a 2,000-character screen name",
      expectation: .firstError(.yamlSyntax, at: .init(line: line(of: "  caption:"), column: 2_004)),
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "  caption:\n", with: "  c" + String(repeating: "a", count: 2_000) + ":\n")
      }),
    HostileCase(
      name: "a 256 KB screen name in start", expectation: .firstError(.invalidIdentifier),
      timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "start: select", with: "start: s" + String(repeating: "e", count: 1 << 18))
      }),
    HostileCase(
      name: "30,000 context fields", expectation: .anyOutcome, timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "context:\n",
          with: "context:\n" + (0..<30_000).map { "  field\($0): Int\n" }.joined())
      }),
    HostileCase(
      name: "20,000 events on one screen", expectation: .someError, timeLimit: megabytes,
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "      discard: {}\n",
          with: "      discard: {}\n" + (0..<20_000).map { "      extra\($0): {}\n" }.joined())
      }),
    HostileCase(
      name: "100,000 copies of one key",
      expectation: .firstError(.duplicateKey, at: .init(line: 2, column: 1)),
      timeLimit: megabytes,
      bytes: text { String(repeating: "flow: A\n", count: 100_000) }),
    HostileCase(
      name: "exactly at a lowered size limit",
      limits: YAMLLimits(
        maxFileBytes: photoEditing.utf8.count, maxDepth: 64, maxAliasExpansion: 10_000),
      expectation: .valid, bytes: text { photoEditing }),
    HostileCase(
      name: "one byte over a lowered size limit",
      limits: YAMLLimits(
        maxFileBytes: photoEditing.utf8.count, maxDepth: 64, maxAliasExpansion: 10_000),
      expectation: .firstError(.fileTooLarge, at: .init(line: 1, column: 1)),
      bytes: text { photoEditing + "\n" }),
  ]

  // MARK: Encodings and line ends

  static let encodings: [HostileCase] = [
    HostileCase(
      name: "a tab in indentation",
      expectation: .firstError(.yamlSyntax, at: .init(line: 3, column: 1)),
      bytes: text { "flow: A\nscreens:\n\tfirst: {}\n" }),
    HostileCase(
      name: "a tab after spaces in indentation", expectation: .someError,
      bytes: text { "flow: A\nscreens:\n  \tfirst: {}\n" }),
    HostileCase(
      name: "a tab in a valid flow's indentation",
      expectation: .firstError(
        .yamlSyntax, at: .init(line: line(of: "    view: PhotoSelectionViewController"), column: 1)),
      bytes: text {
        photoEditing.replacingOccurrences(
          of: "    view: PhotoSelectionViewController", with: "\tview: PhotoSelectionViewController"
        )
      }),
    HostileCase(
      name: "a byte order mark before a valid flow", expectation: .valid,
      bytes: { [0xEF, 0xBB, 0xBF] + Array(photoEditing.utf8) }),
    HostileCase(
      // libyaml skips a byte order mark at the start of any document.
      name: "two byte order marks", expectation: .valid,
      bytes: { [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(photoEditing.utf8) }),
    HostileCase(
      name: "CRLF line ends in a valid flow", expectation: .valid,
      bytes: text { photoEditing.replacingOccurrences(of: "\n", with: "\r\n") }),
    HostileCase(
      name: "CRLF line ends keep an error's position",
      expectation: .firstError(.unknownKey, at: .init(line: line(of: "inputs:"), column: 1)),
      bytes: text {
        photoEditing.replacingOccurrences(of: "inputs:\n", with: "imputs: {}\ninputs:\n")
          .replacingOccurrences(of: "\n", with: "\r\n")
      }),
    HostileCase(
      name: "mixed LF and CRLF line ends", expectation: .valid,
      bytes: text {
        var index = 0
        return photoEditing.split(separator: "\n", omittingEmptySubsequences: false).map {
          index += 1
          return $0 + (index % 2 == 0 ? "\r\n" : "\n")
        }.joined()
      }),
    HostileCase(
      name: "UTF-16 little endian with a byte order mark",
      expectation: .firstError(.invalidUTF8, at: .init(line: 1, column: 1)),
      bytes: {
        [0xFF, 0xFE] + Array(photoEditing.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
      }),
    HostileCase(
      name: "UTF-16 big endian with a byte order mark",
      expectation: .firstError(.invalidUTF8, at: .init(line: 1, column: 1)),
      bytes: {
        [0xFE, 0xFF] + Array(photoEditing.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
      }),
    HostileCase(
      name: "UTF-16 little endian without a byte order mark",
      expectation: .firstError(.yamlSyntax, at: .init(line: 1, column: 2)),
      bytes: { Array("flow: A\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) }),
    HostileCase(
      name: "UTF-32 little endian with a byte order mark",
      expectation: .firstError(.invalidUTF8, at: .init(line: 1, column: 1)),
      bytes: { [0xFF, 0xFE, 0, 0] + Array("flow: A\n".utf8.flatMap { [$0, 0, 0, 0] }) }),
  ]

  // MARK: Documents

  static let documents: [HostileCase] = [
    HostileCase(
      name: "an empty file", expectation: .firstError(.emptyFile, at: .init(line: 1, column: 1)),
      bytes: { [] }),
    HostileCase(
      name: "only comments", expectation: .firstError(.emptyFile, at: .init(line: 1, column: 1)),
      bytes: text { "# one\n   # two\n#three" }),
    HostileCase(
      name: "only blank lines", expectation: .firstError(.emptyFile, at: .init(line: 1, column: 1)),
      bytes: text { "\n\n   \n\r\n  " }),
    HostileCase(
      name: "only a byte order mark",
      expectation: .firstError(.emptyFile, at: .init(line: 1, column: 1)),
      bytes: { [0xEF, 0xBB, 0xBF] }),
    HostileCase(name: "only a document start", expectation: .someError, bytes: text { "---\n" }),
    HostileCase(name: "only a document end", expectation: .someError, bytes: text { "...\n" }),
    HostileCase(name: "a bare scalar", expectation: .someError, bytes: text { "hello\n" }),
    HostileCase(name: "a list at the top", expectation: .someError, bytes: text { "- flow: A\n" }),
    HostileCase(
      // The first document is implicit: the first `---` starts the second.
      name: "two documents",
      expectation: .firstError(.multipleDocuments, at: .init(line: 2, column: 1)),
      bytes: text { "flow: A\n---\n---\nflow: B\n" }),
    HostileCase(
      name: "a valid flow, then an empty document",
      expectation: .firstError(.multipleDocuments),
      bytes: text { photoEditing + "---\n" }),
    HostileCase(
      name: "a valid flow, a document end, then more", expectation: .someError,
      bytes: text { photoEditing + "...\nflow: Other\n" }),
    HostileCase(
      name: "a valid flow after a YAML directive", expectation: .valid,
      bytes: text { "%YAML 1.1\n%TAG !e! tag:example.com,2000:\n---\n" + photoEditing }),
    HostileCase(
      name: "an incompatible YAML version", expectation: .firstError(.yamlSyntax),
      bytes: text { "%YAML 2.0\n---\n" + photoEditing }),
    HostileCase(
      name: "a directive without a document", expectation: .someError,
      bytes: text { "%YAML 1.1\n" }),
  ]

  // MARK: Invalid UTF-8 and control characters

  /// A small valid-looking file; byte sequences are inserted at several offsets.
  static let base = "# a comment\nflow: Photo\nstart: first\nscreens:\n  first: { view: V }\n"

  /// Offsets to insert at: file start, in a comment, in a key, in a value, at the very end.
  static let offsets: [(String, Int)] = [
    ("at the start", 0), ("in a comment", 5), ("in a key", 14),
    ("in a value", base.utf8.count - 5), ("at the end", base.utf8.count),
  ]

  static func location(ofOffset offset: Int) -> FlowSpec.SourceLocation {
    let prefix = base.utf8.prefix(offset)
    let line = prefix.count { $0 == UInt8(ascii: "\n") } + 1
    let column = prefix.reversed().prefix { $0 != UInt8(ascii: "\n") }.count + 1
    return FlowSpec.SourceLocation(line: line, column: column)
  }

  static func inserting(_ bytes: [UInt8], at offset: Int) -> [UInt8] {
    Array(base.utf8.prefix(offset)) + bytes + Array(base.utf8.dropFirst(offset))
  }

  static let invalidSequences: [(String, [UInt8])] = [
    ("0xFF", [0xFF]), ("0xFE", [0xFE]), ("a lone continuation byte", [0x80]),
    ("an overlong slash", [0xC0, 0xAF]), ("an overlong 3-byte form", [0xE0, 0x80, 0xAF]),
    ("a UTF-16 surrogate", [0xED, 0xA0, 0x80]),
    ("a code point past U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
    ("a truncated 3-byte sequence", [0xE2, 0x82]),
    ("a truncated 4-byte sequence", [0xF0, 0x9F, 0x98]),
    ("a lone lead byte", [0xC3]),
  ]

  static var invalidUTF8: [HostileCase] {
    invalidSequences.flatMap { sequence in
      offsets.map { position in
        HostileCase(
          name: "invalid UTF-8 (\(sequence.0)) \(position.0)",
          expectation: .firstError(.invalidUTF8, at: location(ofOffset: position.1)),
          bytes: { inserting(sequence.1, at: position.1) })
      }
    }
  }

  static let controls: [(String, [UInt8])] = [
    ("NUL", [0x00]), ("SOH", [0x01]), ("ESC", [0x1B]), ("DEL", [0x7F]),
    ("U+FFFE", [0xEF, 0xBF, 0xBE]),
  ]

  static var controlCharacters: [HostileCase] {
    controls.flatMap { control in
      offsets.map { position in
        HostileCase(
          name: "\(control.0) \(position.0)",
          expectation: .firstError(.yamlSyntax, at: location(ofOffset: position.1)),
          bytes: { inserting(control.1, at: position.1) })
      }
    } + [
      HostileCase(
        name: "1,000 NUL bytes",
        expectation: .firstError(.yamlSyntax, at: .init(line: 1, column: 1)),
        bytes: { [UInt8](repeating: 0, count: 1_000) })
    ]
  }
}

/// One step of a path into a YAML document: a map key or a list index.
enum YAMLPathStep: Hashable, Sendable, CustomStringConvertible {
  case key(String)
  case index(Int)

  var description: String {
    switch self {
    case .key(let key): ".\(key)"
    case .index(let index): "[\(index)]"
    }
  }
}

/// A hostile value put in place of another: the text written after `key:` or `-`, given the
/// column the key starts in (so block values can be indented below it).
struct HostileValue: Sendable {
  var name: String
  var text: @Sendable (_ indent: Int) -> String

  static func block(_ lines: [String]) -> @Sendable (Int) -> String {
    { indent in
      "\n" + lines.map { String(repeating: " ", count: indent + 2) + $0 + "\n" }.joined()
    }
  }

  /// Every node kind YAML has, in the forms a flow file could hold it.
  static let all: [HostileValue] = [
    HostileValue(name: "a plain scalar", text: { _ in " hostile\n" }),
    HostileValue(name: "a quoted scalar", text: { _ in " \"a: b # c \\u00e9\\t\"\n" }),
    HostileValue(name: "an empty value", text: { _ in "\n" }),
    HostileValue(name: "a flow list", text: { _ in " [x, 1, ~, [y]]\n" }),
    HostileValue(name: "a block list", text: block(["- x", "- { y: 1 }"])),
    HostileValue(name: "an empty flow map", text: { _ in " {}\n" }),
    HostileValue(name: "a flow map", text: { _ in " { x: 1, y: [a] }\n" }),
    HostileValue(name: "a block map", text: block(["x: 1", "y:", "  - z"])),
    HostileValue(name: "an alias of a scalar", text: { _ in " *S\n" }),
    HostileValue(name: "an alias of a map", text: { _ in " *M\n" }),
    HostileValue(name: "a !!binary scalar", text: { _ in " !!binary aGVsbG8=\n" }),
    HostileValue(name: "a !custom scalar", text: { _ in " !custom value\n" }),
    HostileValue(name: "a !custom map", text: { _ in " !custom { a: 1 }\n" }),
    HostileValue(
      name: "a literal block scalar",
      text: { indent in " |\n" + String(repeating: " ", count: indent + 2) + "line one\n" }),
    HostileValue(
      name: "a folded block scalar",
      text: { indent in
        " >-\n" + String(repeating: " ", count: indent + 2) + "folded\n"
          + String(repeating: " ", count: indent + 2) + "text\n"
      }),
  ]
}

/// Writes loaded YAML back in block style, with one value replaced by a hostile one.
///
/// The first scalar value of the top-level map carries the anchor `S` and the first map value the
/// anchor `M`, so the alias variants have something to refer to.
struct BlockEmitter {
  var replacing: [YAMLPathStep]?
  var value: HostileValue?
  private var anchoredScalar = false
  private var anchoredMap = false

  init(replacing: [YAMLPathStep]? = nil, with value: HostileValue? = nil) {
    self.replacing = replacing
    self.value = value
  }

  /// The document.
  mutating func emit(_ root: YAMLNode) -> String {
    guard let pairs = root.mapping else { return "" }
    var out = ""
    for pair in pairs {
      out += Self.key(pair.key) + ":"
      out += emitValue(pair.value, path: [.key(pair.key)], indent: 0, topLevel: true)
    }
    return out
  }

  /// All paths to nodes below the root, in document order.
  static func paths(in node: YAMLNode, prefix: [YAMLPathStep] = []) -> [[YAMLPathStep]] {
    switch node.content {
    case .scalar: return []
    case .mapping(let pairs):
      return pairs.flatMap { pair in
        [prefix + [.key(pair.key)]] + paths(in: pair.value, prefix: prefix + [.key(pair.key)])
      }
    case .sequence(let items):
      return items.enumerated().flatMap { index, item in
        [prefix + [.index(index)]] + paths(in: item, prefix: prefix + [.index(index)])
      }
    }
  }

  private mutating func emitValue(
    _ node: YAMLNode, path: [YAMLPathStep], indent: Int, topLevel: Bool = false
  ) -> String {
    if path == replacing, let value { return value.text(indent) }
    let pad = String(repeating: " ", count: indent + 2)
    switch node.content {
    case .scalar(let scalar):
      var anchor = ""
      if topLevel && !anchoredScalar && !node.isNull {
        anchoredScalar = true
        anchor = " &S"
      }
      return anchor + (node.isNull ? "" : " " + Self.scalar(scalar)) + "\n"
    case .mapping(let pairs):
      var anchor = ""
      if topLevel && !anchoredMap && !pairs.isEmpty {
        anchoredMap = true
        anchor = " &M"
      }
      if pairs.isEmpty { return " {}\n" }
      var out = anchor + "\n"
      for pair in pairs {
        out += pad + Self.key(pair.key) + ":"
        out += emitValue(pair.value, path: path + [.key(pair.key)], indent: indent + 2)
      }
      return out
    case .sequence(let items):
      if items.isEmpty { return " []\n" }
      var out = "\n"
      for (index, item) in items.enumerated() {
        out += pad + "-" + emitValue(item, path: path + [.index(index)], indent: indent + 2)
      }
      return out
    }
  }

  private static func isPlainName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_"
    else { return false }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    }
  }

  private static func key(_ text: String) -> String {
    isPlainName(text) ? text : quoted(text)
  }

  private static func scalar(_ scalar: YAMLScalar) -> String {
    let tag = scalar.tag.map { "!<\($0)> " } ?? ""
    if scalar.style == .plain { return tag + scalar.text }
    return tag + quoted(scalar.text)
  }

  private static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if character.value < 0x20 {
          out += "\\x" + String(format: "%02X", character.value)
        } else {
          out.unicodeScalars.append(character)
        }
      }
    }
    return out + "\""
  }
}

/// Every node kind in every position of real flow files: each variant validates or fails with
/// located errors, fast.
@Suite("Every node kind in every position", .serialized)
struct NodeKindMutationTests {
  static let examples = ["Examples/PhotoEditing/PhotoEditing.flow.yaml"]

  @Test(arguments: examples)
  func everyValueReplacedByEveryNodeKind(_ example: String) throws {
    let data = try Data(contentsOf: Repository.url(example))
    var diagnostics = Diagnostics()
    let root = try #require(
      YAMLLoader.load(SourceFile(path: example, bytes: [UInt8](data)), diagnostics: &diagnostics))
    // The rewritten file, unchanged but for the anchors, is as valid as the original.
    var plain = BlockEmitter()
    let baseline = HostileCheck.validate(
      Array(plain.emit(root).utf8), within: .seconds(1), label: "\(example) rewritten")
    #expect(
      baseline.diagnostics.all.isEmpty,
      "the rewritten example has diagnostics: \(baseline.diagnostics.all.map(\.message))")

    let paths = BlockEmitter.paths(in: root)
    #expect(paths.count > 50, "\(example) has \(paths.count) paths")
    var outcomes: [Bool: Int] = [:]
    for path in paths {
      for value in HostileValue.all {
        var emitter = BlockEmitter(replacing: path, with: value)
        let text = emitter.emit(root)
        let label = "\(example) \(path.map(\.description).joined()) = \(value.name)"
        let result = HostileCheck.validate(Array(text.utf8), within: .seconds(1), label: label)
        HostileCheck.check(result, .anyOutcome, label: label)
        outcomes[result.module != nil, default: 0] += 1
      }
    }
    // Both outcomes occur: the variants are really parsed and judged.
    #expect((outcomes[true] ?? 0) > 0 && (outcomes[false] ?? 0) > 0, "\(outcomes)")
  }
}

@Suite("Snippets of very long lines")
struct LongLineSnippetTests {
  /// A minified or hostile one-line file shows a window of its line around the column, not the
  /// whole line (a 16 MiB line was printed whole).
  @Test func aLongLineIsShownAsAWindowAroundTheColumn() throws {
    let text = "flow: A\nx: [" + String(repeating: "a, ", count: 5_000) + "]]\n"
    let file = SourceFile(path: "long.flow.yaml", text: text)
    let result = FlowCompiler.validate([file])
    let error = try #require(result.first(.yamlSyntax))
    let rendered = DiagnosticRenderer(files: [file], colors: false).render(result.diagnostics)
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    let source = try #require(lines.first { $0.hasPrefix(" 2 | ") })
    let caret = try #require(lines.first { $0.hasPrefix("   | ") && $0.contains("^") })
    #expect(source.count <= DiagnosticRenderer.maxSnippetWidth + 10)
    #expect(source.hasPrefix(" 2 | …"))
    // The caret stands under the character the column names.
    let offset = caret.distance(from: caret.startIndex, to: caret.firstIndex(of: "^")!)
    let scalars = Array(text.split(separator: "\n")[1].unicodeScalars)
    let shown = Array(source.unicodeScalars)
    #expect(shown[offset] == scalars[error.range.start.column - 1])
  }
}
