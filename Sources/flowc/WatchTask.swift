#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc run --watch`: a thread beside the prompt that looks at the flow files four times a
/// second (sleeping in between) and, while the prompt waits for a line, wakes it with SIGUSR1
/// when they changed.
///
/// The prompt arms it before each wait and disarms it after; it keeps waking an armed prompt
/// until the change is accepted (`accept`, after a reload), so a wake-up that comes between two
/// waits is not lost.
final class WatchTask: @unchecked Sendable {
  // Guarded by `mutex`, which lives at a fixed address (a lock must not move).
  private var watcher: FileWatcher
  private var armed = false
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// The thread that waits for lines.
  private let prompt = pthread_self()

  /// Starts watching with `watcher`, to wake the calling thread.
  init(_ watcher: FileWatcher) {
    self.watcher = watcher
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    let context = Unmanaged.passRetained(self).toOpaque()
    #if canImport(Glibc)
      var thread = pthread_t()
      let made = pthread_create(&thread, nil, { WatchTask.run($0) }, context)
      if made == 0 { pthread_detach(thread) }
    #else
      var thread: pthread_t?
      let made = pthread_create(&thread, nil, { WatchTask.run($0) }, context)
      if made == 0, let thread { pthread_detach(thread) }
    #endif
    if made != 0 { Unmanaged<WatchTask>.fromOpaque(context).release() }
  }

  /// The thread's body: looks, sleeps, for ever (the program ends it by ending).
  private static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    let watch = Unmanaged<WatchTask>.fromOpaque(context).takeRetainedValue()
    while true {
      usleep(250_000)
      if watch.shouldWake() { _ = pthread_kill(watch.prompt, SIGUSR1) }
    }
  }

  /// The prompt waits: wake it when the files change.
  func arm() { locked { armed = true } }

  /// The prompt no longer waits.
  func disarm() { locked { armed = false } }

  /// The walkthrough runs on the files as they are now.
  func accept() { locked { watcher.accept() } }

  private func shouldWake() -> Bool {
    var wake = false
    locked { wake = armed && watcher.changed() }
    return wake
  }

  private func locked(_ body: () -> Void) {
    pthread_mutex_lock(mutex)
    body()
    pthread_mutex_unlock(mutex)
  }
}
