import FlowcOutput
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `Tool.runIsolated` can fail with.
public struct IsolatedRunError: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String
}

extension Tool {
  /// Runs `arguments` (looked up on the PATH) with `/dev/null` as standard input and error,
  /// standard output into `output` (or `/dev/null`), and no other descriptor of this process;
  /// waits at most `timeout` seconds, then kills it and throws.
  ///
  /// Foundation's `Process` learns that a child exited when a socket it hands the child closes. A
  /// child that starts a daemon (tmux starts its server) passes that socket on, so
  /// `waitUntilExit()` waits for the daemon. Spawning here, without the socket, waits for the child
  /// alone.
  @discardableResult
  public static func runIsolated(
    _ arguments: [String], output: URL? = nil, timeout: TimeInterval = 5
  ) throws -> Int32 {
    StandardDescriptors.ensureOpen()
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, output?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    for descriptor in openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw IsolatedRunError(
        description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while true {
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid { break }
      if waited == -1 && errno != EINTR {
        throw IsolatedRunError(description: "waitpid failed for \(arguments[0])")
      }
      if Date() >= deadline {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw IsolatedRunError(
          description: "\(arguments.joined(separator: " ")) did not finish in \(timeout) s")
      }
      usleep(10_000)
    }
    // Exited normally: the exit code; killed by a signal: 128 + the signal, as shells report it.
    return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
  }

  /// The descriptors this process has open now.
  private static func openDescriptors() -> [Int32] {
    let listing = ["/proc/self/fd", "/dev/fd"].lazy.compactMap {
      try? FileManager.default.contentsOfDirectory(atPath: $0)
    }.first
    guard let listing else { return Array(3..<1024) }
    return listing.compactMap { Int32($0) }
  }
}
