import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT and SIGTERM, which stop `flowc serve`: blocked in every thread (`block`, called before
/// any thread starts, so that every later thread inherits it) and taken by one thread of their
/// own with `sigwait`, which needs no other thread, so nothing the server waits on can keep it
/// from stopping. Before the server listens (while the flow files are read) a signal ends the
/// process at once, with status 128 + the signal; once it listens, the server stops gracefully
/// (`wait` returns), and a second signal ends it at once.
public enum StopSignals {
  private final class State: @unchecked Sendable {
    let lock = DispatchSemaphore(value: 1)
    let stop = DispatchSemaphore(value: 0)
    var serving = false
    var stopping = false
  }

  private static let state = State()

  /// Blocks SIGINT and SIGTERM in this thread and those it starts from now on, and starts the
  /// thread that takes them.
  public static func block() {
    var signals = set()
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    OSThread.start {
      while true {
        var signals = set()
        var taken: Int32 = 0
        guard sigwait(&signals, &taken) == 0 else { continue }
        state.lock.wait()
        let graceful = state.serving && !state.stopping
        state.stopping = true
        state.lock.signal()
        guard graceful else { exit(128 + taken) }
        state.stop.signal()
      }
    }
  }

  /// Waits for SIGINT or SIGTERM, the server listening.
  static func wait() {
    state.lock.wait()
    state.serving = true
    state.lock.signal()
    state.stop.wait()
  }

  private static func set() -> sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    return signals
  }
}
