#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, output and error, made safe to rely on.
///
/// A program started with a standard descriptor closed (CI runners do this to standard input) hands
/// that number to the next file it opens. Output meant for the terminal would then land in a
/// generated file, and a child process told to use descriptor 0 would get the parent's private
/// pipe: a daemonizing child (tmux) keeps the end that reports its exit, and the parent waits
/// forever. Opening `/dev/null` on each closed standard descriptor first, as OpenSSH does, keeps
/// every later descriptor above 2.
public enum StandardDescriptors {
  private static let opened: Void = {
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 {
      let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
      if null >= 0 && null != descriptor {
        _ = dup2(null, descriptor)
        _ = close(null)
      }
    }
  }()

  /// Opens `/dev/null` on each closed standard descriptor. Only the first call does anything.
  public static func ensureOpen() { opened }
}
