import FlowSpec

/// A module whose screens, events, fields, actions, results, enum cases and parameters are
/// Swift keywords (`continue`, `default`, `class`, `func`, `return`, `import`, `protocol`,
/// `init`, `inout`, `super`...): the generated code escapes them, and compiles and runs.
public enum KeywordModule {
  /// The two flow files: `Keywords` starts `Other` as a child flow.
  public static let files = [
    SourceFile(
      path: "Keywords.flow.yaml",
      text: """
        flow: Keywords
        types:
          Choice: [case, default, protocol, init]
        inputs:
          import: String
        environment:
          protocol: Bool
        context:
          func: { type: Int, default: 0 }
          super: { type: Choice, default: .default }
        actions:
          return: { inout: Int, var: String, let: Choice, super: Bool }
        results:
          default: { in: Int, where: Choice }
          class: {}
        start: continue
        screens:
          continue:
            view: ContinueVC
            inputs: { import: import, func: func }
            events:
              default: { class: Int, case: Choice }
              continue: {}
              init: {}
            on:
              default:
                - when: protocol && event.case == .protocol
                  set: { func: event.class, super: event.case }
                  do: { return: { inout: event.class, var: import, let: event.case, super: protocol } }
                  push: switch
                - set: { func: func + 1 }
                  push: switch
              continue: { push: repeat }
              init: { finish: class }
          switch:
            view: SwitchVC
            inputs: { func: func }
            events:
              return: { if: Int }
            on:
              return: { finish: { default: { in: event.if, where: super } } }
          repeat:
            flow: Other
            inputs: { extension: func }
            on:
              while: { push: switch }
              for: { set: { func: event.for }, push: switch }
        """),
    SourceFile(
      path: "Other.flow.yaml",
      text: """
        flow: Other
        inputs:
          extension: Int
        results:
          while: {}
          for: { for: Int }
        start: guard
        screens:
          guard:
            view: GuardVC
            inputs: { do: extension }
            events:
              break: {}
              try: { throw: Int }
            on:
              break: { finish: while }
              try: { finish: { for: { for: event.throw } } }
        """),
  ]

  /// One event a run sends: its name and its fields as a script writes them.
  public typealias Step = (event: String, fields: [String: String])

  /// The runs the tests make, each from the start of `Keywords` with `import` = `hello`: the
  /// `protocol` answer and the events, which take every flow, screen and result above.
  public static let runs: [(protocolAnswer: Bool, steps: [Step])] = [
    (true, [("default", ["class": "7", "case": "protocol"]), ("return", ["if": "3"])]),
    (false, [("continue", [:]), ("try", ["throw": "4"]), ("return", ["if": "9"])]),
    (false, [("continue", [:]), ("break", [:]), ("return", ["if": "1"])]),
    (false, [("default", ["class": "2", "case": "init"]), ("return", ["if": "5"])]),
    (true, [("init", [:])]),
  ]

  /// A walkthrough script of the first run, for the generated tests.
  public static let walkthrough = """
    :input import=hello
    :env protocol=true
    default class=7 case=protocol
    expect action return(inout: 7, var: "hello", let: .protocol, super: true)
    return if=3

    """
}
