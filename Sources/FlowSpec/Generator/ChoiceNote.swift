/// Why a guarded choice was taken, as its record says after `-> transition N` or `-> choice N`:
/// ` (when GUARD)`, ` (no earlier guard held)` for an unguarded choice after the first, nothing
/// for an unguarded first choice.
struct ChoiceNote: SwiftFragment {
  /// The choice's guard, if any.
  let condition: TypedExpression?
  /// The choice's position, from 0.
  let index: Int

  /// Appends the note.
  func write(to text: inout UTF8Buffer) {
    if let condition {
      text.append(" (when ")
      FlowSyntax(condition).write(to: &text)
      text.append(UInt8(ascii: ")"))
    } else if index > 0 {
      text.append(" (no earlier guard held)")
    }
  }
}
