#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals that end a wait for a key at the interactive walkthrough without ending the
/// program: Ctrl-C (SIGINT) and the file watcher's wake-up (SIGUSR1). Each handler only notes
/// the signal; a read or a wait it interrupts returns (no `SA_RESTART`), and the line editor
/// looks at the notes.
enum Interrupt {
  // Written by the signal handlers; zeroed before they are installed.
  nonisolated(unsafe) private static var interrupted: sig_atomic_t = 0
  nonisolated(unsafe) private static var woken: sig_atomic_t = 0

  /// Installs the handlers.
  static func install() {
    interrupted = 0
    woken = 0
    install(SIGINT) { _ in Interrupt.interrupted = 1 }
    install(SIGUSR1) { _ in Interrupt.woken = 1 }
  }

  private static func install(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler
    #else
      action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    _ = sigaction(signal, &action, nil)
  }

  /// Forgets the signals that came before now (a Ctrl-C typed while the program was printing).
  static func clear() {
    interrupted = 0
    woken = 0
  }

  /// Whether Ctrl-C was typed since the last look; the note is cleared.
  static func takeInterrupted() -> Bool {
    guard interrupted != 0 else { return false }
    interrupted = 0
    return true
  }

  /// Whether the watcher woke the wait since the last look; the note is cleared.
  static func takeWoken() -> Bool {
    guard woken != 0 else { return false }
    woken = 0
    return true
  }
}
