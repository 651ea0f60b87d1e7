import FlowSpec

/// Flows whose presented flow's first node is a child flow (issue 32, item 1): `P` presents `C`,
/// whose start `first` is the child `D`; when `D` finishes, the stack presented for `C` stays
/// (empty) for `C`'s next screen. `D`'s results choose what `C` does then: `replace` or push a
/// screen, `replace` with or push a further child `E`, or `finish`. `W` starts with `C` in turn,
/// so that `C`'s finish leaves the stack presented for `W`. Shared by the runner's tests and the
/// test that compares the generated coordinators with the runner on them.
public enum PresentedStartFixtures {
  /// `P`: presents `C` (`open`) or `W` (`wrap`).
  public static let p = """
    flow: P
    start: home
    screens:
      home:
        view: HomeVC
        events: { open: {}, wrap: {} }
        on: { open: { present: modal }, wrap: { present: wrapped } }
      modal: { flow: C, on: { closed: stay } }
      wrapped: { flow: W, on: { over: stay } }
    """

  /// `C`: its first node is the child `D`; every navigation after `D` finishes.
  public static let c = """
    flow: C
    results: { closed: {} }
    start: first
    screens:
      first:
        flow: D
        on:
          next: { replace: second }
          pushed: second
          further: { replace: more }
          pushedFurther: more
          left: { finish: closed }
      second:
        view: SecondVC
        events: { close: {}, deeper: {}, again: {} }
        on: { close: { finish: closed }, deeper: third, again: again }
      third:
        events: { up: {}, top: {}, out: {} }
        on: { up: back, top: { popTo: second }, out: { finish: closed } }
      again:
        flow: D
        on:
          next: stay
          pushed: stay
          further: stay
          pushedFurther: stay
          left: { finish: closed }
      more: { flow: E, on: { done: { finish: closed } } }
    """

  /// `D`: one screen that finishes with the result its event names.
  public static let d = """
    flow: D
    results: { next: {}, pushed: {}, further: {}, pushedFurther: {}, left: {} }
    start: dScreen
    screens:
      dScreen:
        view: DVC
        events: { next: {}, pushed: {}, further: {}, pushedFurther: {}, left: {} }
        on:
          next: { finish: next }
          pushed: { finish: pushed }
          further: { finish: further }
          pushedFurther: { finish: pushedFurther }
          left: { finish: left }
    """

  /// `E`: the further child.
  public static let e = """
    flow: E
    results: { done: {} }
    start: eScreen
    screens:
      eScreen: { events: { done: {} }, on: { done: { finish: done } } }
    """

  /// `W`: starts with `C`, and shows `last` after it.
  public static let w = """
    flow: W
    results: { over: {} }
    start: c
    screens:
      c: { flow: C, on: { closed: { replace: last } } }
      last: { events: { end: {} }, on: { end: { finish: over } } }
    """

  /// The five flows as files.
  public static let files = [("P", p), ("C", c), ("D", d), ("E", e), ("W", w)].map {
    SourceFile(path: "\($0.0).flow.yaml", text: $0.1)
  }

  /// The runs, each from `P`'s start: events, `:back` (system back) and `:swipe` (system dismiss).
  public static let runs: [[String]] = [
    ["open", "next", "deeper", "top", "deeper", "up", "deeper", ":back", "close"],
    ["open", "pushed", "again", "next", "again", "left"],
    ["open", "further", "done"],
    ["open", "pushedFurther", "done"],
    ["open", "left", "open", "next", "deeper", "out"],
    ["open", "next", ":swipe", "wrap", "next", "close", "end"],
  ]
}
