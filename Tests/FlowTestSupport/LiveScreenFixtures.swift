/// Flows that exercise live screens (docs/semantics.md, "Live screens"), shared by the runner's
/// tests and the test that compares the generated coordinators with the runner on them.
public enum LiveScreenFixtures {
  /// `Notes`: a list and a detail whose inputs read `title` and `count`, and an `Editor` child
  /// presented from the detail whose result sets `title`.
  public static let notes = """
    flow: Notes
    context:
      title: { type: String, default: "'untitled'" }
      count: { type: Int, default: 0 }
    results: { done: {} }
    start: list
    screens:
      list:
        inputs: { title: title, count: count }
        events: { open: {}, rename: { title: String }, finish: {} }
        on:
          open: detail
          rename: { set: { title: event.title } }
          finish: { set: { count: "count + 1" }, finish: done }
      detail:
        inputs: { title: title }
        events: { rename: { title: String }, close: {}, again: {}, bump: {}, edit: {} }
        on:
          rename: { set: { title: event.title } }
          close: { set: { title: "'closed'" }, back: true }
          again: { set: { title: "'again'" }, push: detail }
          bump: { set: { count: "count + 1" } }
          edit: { present: editor }
      editor:
        flow: Editor
        inputs: { initial: title }
        on:
          saved: { set: { title: event.title }, stay: true }
    """

  /// `Editor`: the child `Notes` presents; its form's input reads the context it sets.
  public static let editor = """
    flow: Editor
    inputs: { initial: String }
    context:
      draft: { type: String, default: initial }
    results: { saved: { title: String } }
    start: form
    screens:
      form:
        inputs: { draft: draft }
        events: { typed: { text: String }, save: {} }
        on:
          typed: { set: { draft: event.text } }
          save: { finish: { saved: { title: draft } } }
    """
}
