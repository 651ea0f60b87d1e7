#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT and SIGTERM, which stop `flowc serve`: blocked in every thread (`block`, called before
/// any thread starts, so that every later thread inherits it) and taken by `wait` alone, which
/// needs no other thread, so a request that never finishes cannot keep the server from stopping.
public enum StopSignals {
  /// Blocks SIGINT and SIGTERM in this thread and those it starts from now on.
  public static func block() {
    var signals = set()
    pthread_sigmask(SIG_BLOCK, &signals, nil)
  }

  /// Waits for SIGINT or SIGTERM.
  static func wait() {
    var signals = set()
    var taken: Int32 = 0
    while sigwait(&signals, &taken) != 0 {}
  }

  private static func set() -> sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    return signals
  }
}
