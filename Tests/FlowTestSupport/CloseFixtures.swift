import FlowSpec

/// A screen pushed on one path and presented on another, closed with `close` (issue 32, item 7):
/// shared by the runner's tests and the test that compares the generated coordinators with the
/// runner on it.
public enum CloseFixtures {
  /// `Receipt`: `detail` is pushed (`push`) or presented (`show`); `extra` is pushed onto it.
  public static let receipt = """
    flow: Receipt
    results: { done: {} }
    start: summary
    screens:
      summary:
        events: { push: {}, show: {}, quit: {} }
        on: { push: detail, show: { present: detail }, quit: { finish: done } }
      detail:
        events: { close: {}, more: {} }
        on: { close: close, more: extra }
      extra:
        events: { close: {} }
        on: { close: { close: true } }
    """

  /// The file.
  public static let files = [SourceFile(path: "Receipt.flow.yaml", text: receipt)]

  /// The runs, each from `Receipt`'s start.
  public static let runs: [[String]] = [
    ["push", "close", "show", "close"],
    ["show", "more", "close", "close", "push", "more", "close", "close", "quit"],
  ]
}
