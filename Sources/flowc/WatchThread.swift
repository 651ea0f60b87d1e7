#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc run --watch`: a thread that looks at the flow files four times a second (sleeping in
/// between) and, while the prompt waits for a line, wakes it with SIGUSR1 when they changed.
///
/// The prompt arms it before each wait and disarms it after; it keeps waking an armed prompt
/// until the change is accepted (`accept`, after a reload), so a wake-up that comes between two
/// waits is not lost.
final class WatchThread: @unchecked Sendable {
  private var watcher: FileWatcher
  private var armed = false
  private var mutex = pthread_mutex_t()
  private let prompt: pthread_t

  /// Starts watching with `watcher`, to wake the calling thread.
  init(_ watcher: FileWatcher) {
    self.watcher = watcher
    prompt = pthread_self()
    pthread_mutex_init(&mutex, nil)
    var thread = pthread_t()
    let box = Unmanaged.passRetained(self).toOpaque()
    let made = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<WatchThread>.fromOpaque(context).takeRetainedValue().watch()
      }, box)
    if made == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<WatchThread>.fromOpaque(box).release()
    }
  }

  /// The prompt waits: wake it when the files change.
  func arm() { locked { armed = true } }

  /// The prompt no longer waits.
  func disarm() { locked { armed = false } }

  /// The walkthrough runs on the files as they are now.
  func accept() { locked { watcher.accept() } }

  private func locked(_ body: () -> Void) {
    pthread_mutex_lock(&mutex)
    body()
    pthread_mutex_unlock(&mutex)
  }

  private func watch() -> Never {
    while true {
      usleep(250_000)
      var wake = false
      locked { wake = armed && watcher.changed() }
      if wake { _ = pthread_kill(prompt, SIGUSR1) }
    }
  }
}
