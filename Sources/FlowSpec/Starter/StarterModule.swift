/// What `flowc init` writes: a starter flow that shows the language's main parts (screens,
/// events with payloads, a guard on an environment value, a context field, an action, a
/// presented screen, results), the JSON Schema its first line points editors at, and a
/// walkthrough script that replays a path through it. Pure: the files are returned, not written.
public struct StarterModule: Sendable {
  /// The starter flow's name (`Onboarding` by default).
  public let flowName: String

  /// A starter named `flowName`, or nil when it is not a valid flow name by `Identifier`'s rule
  /// (`message(forInvalidName:)` says why).
  public init?(flowName: String) {
    guard Identifier.problem(with: flowName, case: .upper) == nil else { return nil }
    self.flowName = flowName
  }

  /// Why `name` cannot name the starter flow: `Identifier`'s reason.
  public static func message(forInvalidName name: String) -> String {
    let problem = Identifier.problem(with: name, case: .upper) ?? "`\(name)` is not a valid name"
    return "`\(name)` cannot name a flow: \(problem) (for example `Onboarding`)"
  }

  /// The flow file's name.
  public var flowFile: String { "\(flowName).flow.yaml" }

  /// The walkthrough script's name.
  public var scriptFile: String { "\(flowName).walkthrough" }

  /// The schema's file name, as the flow's first line names it.
  public static let schemaFile = "flow.schema.json"

  /// The files, in the order they are listed: the flow, the schema, the walkthrough.
  public var files: [GeneratedFile] {
    [
      GeneratedFile(path: flowFile, contents: flow),
      GeneratedFile(path: Self.schemaFile, contents: FlowSchema.json),
      GeneratedFile(path: scriptFile, contents: script),
    ].compactMap { $0 }
  }

  /// The starter flow.
  public var flow: String {
    """
    # yaml-language-server: $schema=\(Self.schemaFile)
    # A starter flow written by `flowc init`: rename it, change it, add flows beside it.
    # Each screen lists the events its view controller sends; `on` says what happens next.
    # The language: https://github.com/flowc/flowc/blob/main/docs/language.md
    flow: \(flowName)
    description: >
      Welcome, the terms for a new user, then the user's name; finishes with the
      name, or `skipped`.

    environment:
      isReturningUser: Bool        # answered by the app when a guard reads it

    context:
      acceptedTerms: { type: Bool, default: false }

    actions:
      recordConsent: { accepted: Bool }

    results:
      done: { name: String }
      skipped: {}

    start: welcome

    screens:
      welcome:
        view: WelcomeViewController
        title: Welcome
        events:
          getStarted: {}
          skip: {}
        on:
          # Guards are tried in order; the last alternative has none.
          getStarted:
            - when: isReturningUser
              push: name
            - present: terms
          skip: { finish: skipped }

      terms:
        view: TermsViewController
        title: Terms
        events:
          answered: { accepted: Bool }
        on:
          answered:
            - when: event.accepted
              set: { acceptedTerms: true }
              do: { recordConsent: { accepted: true } }
              dismiss: true
            - do: { recordConsent: { accepted: false } }
              finish: skipped

      name:
        view: NameViewController
        title: Your name
        inputs: { acceptedTerms: acceptedTerms }
        events:
          submitted: { name: String }
        on:
          submitted: { finish: { done: { name: event.name } } }

    """
  }

  /// A walkthrough script: a new user through the terms, then a returning one to the end.
  public var script: String {
    """
    # A new user: the terms are presented, accepted and dismissed; then the
    # user is a returning one and goes straight to the name. `flowc test` runs
    # this script and checks its `expect` lines.
    :flow \(flowName)
    :env isReturningUser=false
    getStarted
    expect screen terms
    answered accepted=true
    :env isReturningUser=true
    getStarted
    expect stack [welcome, name]
    submitted name=Ada
    expect result done(name: "Ada")

    """
  }
}
