/// The answer to a rename: the edits to apply, or why it is refused.
public enum RenameOutcome: Sendable, Equatable {
  /// Every file's edits; applied by the client, never written by flowc.
  case edits([TextEdit])
  /// Why the rename cannot be done, e.g. "a screen named `Home` exists".
  case refused(String)
}
