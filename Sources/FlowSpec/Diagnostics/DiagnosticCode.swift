/// The stable code of every diagnostic flowc emits, shown as `[code]` and in JSON output.
///
/// Codes never change meaning once released; `docs/` lists each with an example.
public enum DiagnosticCode: String, Sendable, Equatable, CaseIterable, Codable {
  // MARK: Loading YAML
  /// The YAML is malformed (libyaml's own error, tabs in indentation included).
  case yamlSyntax = "yaml-syntax"
  /// The file is not valid UTF-8.
  case invalidUTF8 = "invalid-utf8"
  /// The file has no content.
  case emptyFile = "empty-file"
  /// The file holds more than one YAML document.
  case multipleDocuments = "multiple-documents"
  /// The file is larger than the loader accepts.
  case fileTooLarge = "file-too-large"
  /// Nodes nest deeper than the loader accepts.
  case nestingTooDeep = "nesting-too-deep"
  /// Aliases expand to more nodes than the loader accepts.
  case aliasBudgetExceeded = "alias-budget-exceeded"
  /// An alias names an anchor that was never defined.
  case unknownAnchor = "unknown-anchor"
  /// A mapping repeats a key.
  case duplicateKey = "duplicate-key"
  /// A mapping key is a list or a map, which the flow format never uses.
  case nonScalarKey = "non-scalar-key"

  // MARK: Decoding the format
  /// A key the format does not define (with a did-you-mean).
  case unknownKey = "unknown-key"
  /// A required key is missing.
  case missingKey = "missing-key"
  /// A node of the wrong kind: a list where a map belongs, and so on.
  case wrongNodeKind = "wrong-node-kind"
  /// A value of the right kind but not an accepted one (`back: false`).
  case invalidValue = "invalid-value"
  /// A name that is not a valid identifier of the right case, is too long, or is reserved.
  case invalidIdentifier = "invalid-identifier"
  /// A type that cannot be parsed.
  case invalidType = "invalid-type"
  /// A transition with more than one navigation.
  case conflictingNavigation = "conflicting-navigation"
  /// A screen that mixes `view` and `flow`, or a child-flow node that declares events.
  case invalidScreen = "invalid-screen"
  /// A `present` whose `style` or `detents` names no known value, or repeats a detent.
  case invalidPresentation = "invalid-presentation"
  /// A `present` whose keys contradict each other: detents on a style that is not a sheet, a
  /// swipe allowed on a style that cannot be swiped away.
  case presentationConflict = "presentation-conflict"

  // MARK: Expressions
  /// An expression that cannot be parsed.
  case expressionSyntax = "expression-syntax"
  /// An expression whose type does not fit where it is used.
  case typeMismatch = "type-mismatch"
  /// A name that is not an input, context field or environment value.
  case unknownName = "unknown-name"
  /// `event.x` where the event has no field `x`.
  case unknownMember = "unknown-member"
  /// An enum case that the enum does not have.
  case unknownEnumCase = "unknown-enum-case"
  /// A literal whose type cannot be inferred (`.vip` or `nil` with nothing to compare with).
  case ambiguousType = "ambiguous-type"

  // MARK: Module
  /// A name defined twice: a flow across files, or a name in two declaration sections.
  case duplicateDefinition = "duplicate-definition"
  /// A reference to a screen, flow, type, action or result that is not defined.
  case undefinedReference = "undefined-reference"
  /// A declared event (or child-flow result) with no transition.
  case unhandledEvent = "unhandled-event"
  /// A transition for an event the screen does not declare (or a result the child flow lacks).
  case undeclaredEvent = "undeclared-event"
  /// An argument, input or payload field that a declaration requires is missing.
  case missingArgument = "missing-argument"
  /// An argument, input or payload field that the declaration does not have.
  case unexpectedArgument = "unexpected-argument"
  /// `set` on an input or environment value, which are read-only.
  case readOnlyAssignment = "read-only-assignment"
  /// A flow whose start can never show a screen: every start choice starts a child flow whose
  /// start never shows one either (it enters itself again, or such a flow), without end.
  case recursiveStart = "recursive-start"
  /// A malformed tab container: `tabs` with `start`, fewer than two tabs, a tab that is not a
  /// child-flow node or whose flow has results, other screens or results in the container, or a
  /// container used as a child flow.
  case invalidTabs = "invalid-tabs"

  // MARK: Analyses
  /// A context field read where some path leaves it unset.
  case unsetField = "unset-field"
  /// `back` where the screen may be the first of this flow on its stack.
  case illegalBack = "illegal-back"
  /// `dismiss` where the screen may not be in a stack this flow presented.
  case illegalDismiss = "illegal-dismiss"
  /// `close` where the screen may be neither pushed nor the root of a stack this flow presented.
  case illegalClose = "illegal-close"
  /// `popTo` a screen that may not be on this flow's stacks.
  case illegalPopTo = "illegal-pop-to"
  /// A transition that leaves the flow showing no screen.
  case noScreenShown = "no-screen-shown"
  /// A transition or start choice that can never be chosen.
  case unreachableAlternative = "unreachable-alternative"
  /// A start list whose choices may all fail, leaving the flow without a first screen.
  case nonExhaustiveStart = "non-exhaustive-start"

  // MARK: Warnings
  /// A screen no path reaches.
  case unreachableScreen = "unreachable-screen"
  /// A screen the user cannot leave.
  case deadEndScreen = "dead-end-screen"
  /// A flow that declares results but can never finish.
  case neverFinishes = "never-finishes"
  /// A list of guarded transitions that may match nothing (the event is then ignored).
  case nonExhaustiveGuards = "non-exhaustive-guards"
  /// A sensitive value stored in, or passed to, a field or parameter that is not sensitive.
  case sensitiveValueExposed = "sensitive-value-exposed"
  /// A `dismissed` transition that never runs: no `present` of the flow shows its node in a way
  /// the user may swipe away.
  case dismissedNeverRuns = "dismissed-never-runs"
  /// A file named `NAME.flow.yaml` that holds a flow of another name: the build plugin names the
  /// generated code after the file, `flowc generate` after the flow.
  case fileNameMismatch = "file-name-mismatch"
  /// A declared type whose name is one typo away from a built-in type (`Strng`): it is taken as
  /// an app type.
  case misspeltType = "misspelt-type"

  /// The severity diagnostics with this code have.
  public var severity: Diagnostic.Severity {
    switch self {
    case .unreachableScreen, .deadEndScreen, .neverFinishes, .nonExhaustiveGuards,
      .sensitiveValueExposed, .dismissedNeverRuns, .fileNameMismatch, .misspeltType:
      .warning
    default: .error
    }
  }
}
