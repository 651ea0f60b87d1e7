#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Threads of the operating system, detached, for work that waits on sockets (which must not
/// hold the threads of Swift's concurrency pool).
enum OSThread {
  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  /// Runs `body` on a new thread (1 MiB of stack).
  static func start(_ body: @escaping @Sendable () -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 1024 * 1024)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    #if canImport(Glibc)
      var thread = pthread_t()
      let status = pthread_create(
        &thread, &attributes,
        { context in
          Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
          return nil
        }, context)
    #else
      var thread: pthread_t?
      let status = pthread_create(
        &thread, &attributes,
        { context in
          Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
          return nil
        }, context)
    #endif
    if status != 0 {
      // No thread: run it here rather than drop it.
      Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
    }
  }
}
