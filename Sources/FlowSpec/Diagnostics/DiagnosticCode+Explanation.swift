extension DiagnosticCode {
  /// What the code means, in a sentence or two: the summary its declaration documents, for
  /// editors (shown on hover next to the message). A test keeps it equal to the documentation
  /// comment of each case.
  public var explanation: String {
    switch self {
    case .yamlSyntax:
      "The YAML is malformed (libyaml's own error, tabs in indentation included)."
    case .invalidUTF8:
      "The file is not valid UTF-8."
    case .emptyFile:
      "The file has no content."
    case .multipleDocuments:
      "The file holds more than one YAML document."
    case .fileTooLarge:
      "The file is larger than the loader accepts."
    case .nestingTooDeep:
      "Nodes nest deeper than the loader accepts."
    case .aliasBudgetExceeded:
      "Aliases expand to more nodes than the loader accepts."
    case .unknownAnchor:
      "An alias names an anchor that was never defined."
    case .duplicateKey:
      "A mapping repeats a key."
    case .nonScalarKey:
      "A mapping key is a list or a map, which the flow format never uses."
    case .unknownKey:
      "A key the format does not define (with a did-you-mean)."
    case .missingKey:
      "A required key is missing."
    case .wrongNodeKind:
      "A node of the wrong kind: a list where a map belongs, and so on."
    case .invalidValue:
      "A value of the right kind but not an accepted one (`back: false`)."
    case .invalidIdentifier:
      "A name that is not a valid identifier of the right case, is too long, or is reserved."
    case .invalidType:
      "A type that cannot be parsed."
    case .conflictingNavigation:
      "A transition with more than one navigation."
    case .invalidScreen:
      "A screen that mixes `view` and `flow`, or a child-flow node that declares events."
    case .invalidPresentation:
      "A `present` whose `style` or `detents` names no known value, or repeats a detent."
    case .presentationConflict:
      "A `present` whose keys contradict each other: detents on a style that is not a sheet, a swipe allowed on a style that cannot be swiped away."
    case .expressionSyntax:
      "An expression that cannot be parsed."
    case .typeMismatch:
      "An expression whose type does not fit where it is used."
    case .unknownName:
      "A name that is not an input, context field or environment value."
    case .unknownMember:
      "`event.x` where the event has no field `x`."
    case .unknownEnumCase:
      "An enum case that the enum does not have."
    case .ambiguousType:
      "A literal whose type cannot be inferred (`.vip` or `nil` with nothing to compare with)."
    case .duplicateDefinition:
      "A name defined twice: a flow across files, or a name in two declaration sections."
    case .undefinedReference:
      "A reference to a screen, flow, type, action or result that is not defined."
    case .unhandledEvent:
      "A declared event (or child-flow result) with no transition."
    case .undeclaredEvent:
      "A transition for an event the screen does not declare (or a result the child flow lacks)."
    case .missingArgument:
      "An argument, input or payload field that a declaration requires is missing."
    case .unexpectedArgument:
      "An argument, input or payload field that the declaration does not have."
    case .readOnlyAssignment:
      "`set` on an input or environment value, which are read-only."
    case .recursiveStart:
      "A flow whose start can never show a screen: every start choice starts a child flow whose start never shows one either (it enters itself again, or such a flow), without end."
    case .invalidTabs:
      "A malformed tab container: `tabs` with `start`, fewer than two tabs, a tab that is not a child-flow node or whose flow has results, other screens or results in the container, or a container used as a child flow."
    case .unsetField:
      "A context field read where some path leaves it unset."
    case .illegalBack:
      "`back` where the screen may be the first of this flow on its stack."
    case .illegalDismiss:
      "`dismiss` where the screen may not be in a stack this flow presented."
    case .illegalClose:
      "`close` where the screen may be neither pushed nor the root of a stack this flow presented."
    case .illegalPopTo:
      "`popTo` a screen that may not be on this flow's stacks."
    case .noScreenShown:
      "A transition that leaves the flow showing no screen."
    case .unreachableAlternative:
      "A transition or start choice that can never be chosen."
    case .nonExhaustiveStart:
      "A start list whose choices may all fail, leaving the flow without a first screen."
    case .unreachableScreen:
      "A screen no path reaches."
    case .deadEndScreen:
      "A screen the user cannot leave."
    case .neverFinishes:
      "A flow that declares results but can never finish."
    case .nonExhaustiveGuards:
      "A list of guarded transitions that may match nothing (the event is then ignored)."
    case .sensitiveValueExposed:
      "A sensitive value stored in, or passed to, a field or parameter that is not sensitive."
    case .dismissedNeverRuns:
      "A `dismissed` transition that never runs: no `present` of the flow shows its node in a way the user may swipe away."
    case .fileNameMismatch:
      "A file named `NAME.flow.yaml` that holds a flow of another name: the build plugin names the generated code after the file, `flowc generate` after the flow."
    case .misspeltType:
      "A declared type whose name is one typo away from a built-in type (`Strng`): it is taken as an app type."
    }
  }
}
