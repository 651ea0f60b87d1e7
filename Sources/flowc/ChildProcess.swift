import Dispatch
import FlowcOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs another program with the C calls (`posix_spawnp`): what `flowc graph --format svg` needs
/// of Graphviz, without Foundation's `Process`, whose library (with ICU's) would otherwise be
/// loaded at every start of flowc.
enum ChildProcess {
  /// What a finished program left.
  struct Outcome {
    /// The exit status; 128 + the signal's number when a signal ended it.
    var status: Int32
    /// What it wrote to standard output.
    var output: [UInt8]
    /// What it wrote to standard error.
    var errors: [UInt8]
    /// Whether it was killed for running past the time limit.
    var timedOut = false
  }

  /// Why a program could not be started.
  struct Failure: Error, CustomStringConvertible {
    /// The system's message.
    var description: String
  }

  /// Runs `arguments` (the first is the program: a path, or a name looked up in `PATH`) with `input` as its standard
  /// input, and waits for it. Standard input comes from a temporary file, so no pipe write can
  /// block on a program that does not read, or end flowc with `SIGPIPE` when it exits early.
  ///
  /// With `timeLimit` (seconds), the program runs in a process group of its own, and the group
  /// is killed (`SIGKILL`) once the time is up: the outcome says `timedOut`.
  static func run(
    _ arguments: [String], input: [UInt8], timeLimit: Double? = nil
  ) throws(Failure) -> Outcome {
    let inputPath = try temporaryFile(holding: input)
    defer { unlink(inputPath) }
    var outputPipe: [Int32] = [0, 0]
    var errorPipe: [Int32] = [0, 0]
    guard pipe(&outputPipe) == 0 else { throw failure("pipe") }
    guard pipe(&errorPipe) == 0 else {
      close(outputPipe[0])
      close(outputPipe[1])
      throw failure("pipe")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if timeLimit != nil {
      // Its own group (0: the child's id), so that what it starts is killed with it.
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    for descriptor in outputPipe + errorPipe {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    // Nothing else of flowc's reaches the program (a server's sockets, descriptors flowc was
    // started with), so that no connection or pipe stays open while it runs. A descriptor closed
    // meanwhile is no error: posix_spawn ignores a close that fails.
    for descriptor in openDescriptors() where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child = pid_t()
    let spawned = posix_spawnp(&child, arguments[0], &actions, &attributes, argv, environ)
    close(outputPipe[1])
    close(errorPipe[1])
    guard spawned == 0 else {
      close(outputPipe[0])
      close(errorPipe[0])
      throw Failure(description: Descriptor.SystemError(code: spawned).message)
    }
    // Both streams are read at once: a program that fills one pipe while flowc waits on the other
    // would otherwise wait forever.
    let limit = timeLimit.map { TimeLimit(group: child, seconds: $0) }
    nonisolated(unsafe) var errors: [UInt8] = []
    let errorDescriptor = errorPipe[0]
    let done = DispatchGroup()
    done.enter()
    DispatchQueue.global().async {
      errors = readAll(errorDescriptor)
      done.leave()
    }
    let output = readAll(outputPipe[0])
    done.wait()
    close(outputPipe[0])
    close(errorPipe[0])
    var status: Int32 = 0
    let timedOut = limit?.end(child: child) ?? false
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    // The wait status's layout (the C macros are not visible to Swift): the low 7 bits are the
    // signal that ended the program, or 0 when it exited, with its status in the next byte.
    let signal = status & 0x7F
    return Outcome(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: output, errors: errors,
      timedOut: timedOut)
  }

  /// Kills every program still running under a time limit, with what it started: `flowc serve`
  /// calls it as it stops, so that no Graphviz outlives it.
  static func stopAll() {
    TimeLimit.registry.sync {
      for group in TimeLimit.running { kill(-group, SIGKILL) }
    }
  }

  /// Kills a process group once its time is up, unless its leader has ended first.
  private final class TimeLimit: @unchecked Sendable {
    /// Guards `running`, the groups whose leader has not ended.
    static let registry = DispatchQueue(label: "flowc.child-process.running")
    nonisolated(unsafe) static var running: Set<pid_t> = []

    private let queue = DispatchQueue(label: "flowc.child-process.time-limit")
    // Read and written on `queue` only.
    private var ended = false
    private var killed = false
    private let group: pid_t

    init(group: pid_t, seconds: Double) {
      self.group = group
      _ = Self.registry.sync { Self.running.insert(group) }
      queue.asyncAfter(deadline: .now() + seconds) { [self] in
        guard !ended else { return }
        killed = true
        kill(-group, SIGKILL)
      }
    }

    /// Waits for the leader to end without reaping it (so that its id, the group's, is not
    /// taken by another process while the limit may still kill the group), stops the limit, and
    /// says whether the limit killed it.
    func end(child: pid_t) -> Bool {
      var info = siginfo_t()
      while waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
      _ = Self.registry.sync { Self.running.remove(group) }
      return queue.sync {
        ended = true
        return killed
      }
    }
  }

  /// The descriptors open in this process (Linux: from `/proc/self/fd`; elsewhere none, where
  /// flowc's own descriptors are opened close-on-exec).
  private static func openDescriptors() -> [Int32] {
    #if os(Linux)
      guard let folder = opendir("/proc/self/fd") else { return [] }
      defer { closedir(folder) }
      var descriptors: [Int32] = []
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if let descriptor = Int32(name), descriptor != dirfd(folder) {
          descriptors.append(descriptor)
        }
      }
      return descriptors
    #else
      return []
    #endif
  }

  /// The bytes of `descriptor` to its end; none when a read fails.
  private static func readAll(_ descriptor: Int32) -> [UInt8] {
    (try? Descriptor.read(descriptor)) ?? []
  }

  /// A new file in the temporary folder holding `bytes`; its path.
  private static func temporaryFile(holding bytes: [UInt8]) throws(Failure) -> String {
    let folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(folder)/flowc-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw failure("mkstemp") }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer { close(descriptor) }
    guard bytes.withUnsafeBytes({ Descriptor.write(descriptor, $0) }) else {
      unlink(path)
      throw failure("write")
    }
    return path
  }

  private static func failure(_ call: String) -> Failure {
    Failure(description: "\(call): \(Descriptor.SystemError(code: errno).message)")
  }
}
