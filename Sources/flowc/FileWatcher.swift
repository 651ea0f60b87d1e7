#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `flowc run --watch`: notices when the module's flow files change, by looking at their paths,
/// sizes and modification times whenever asked (`WatchTask` asks four times a second).
///
/// A change is reported once the files have stayed the same for one more look, so an editor
/// still writing a file is not caught half-way.
struct FileWatcher {
  /// What one look at a file found.
  struct Stamp: Equatable {
    var path: String
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
  }

  /// The files to look at, found again on each look (a folder may gain or lose files).
  private let files: () -> [String]
  /// The stamps the walkthrough last reloaded with (or started with).
  private var accepted: [Stamp]
  /// The stamps of the previous look.
  private var previous: [Stamp]

  /// Watches the files `files` names, as they are now.
  init(files: @escaping () -> [String]) {
    self.files = files
    accepted = Self.stamps(files())
    previous = accepted
  }

  /// Whether the files changed since the last accepted look and have stayed so since the
  /// previous look.
  mutating func changed() -> Bool {
    let now = Self.stamps(files())
    defer { previous = now }
    return now != accepted && now == previous
  }

  /// Takes the files as they are now as the ones the walkthrough runs on.
  mutating func accept() {
    accepted = Self.stamps(files())
    previous = accepted
  }

  static func stamps(_ paths: [String]) -> [Stamp] {
    paths.map { path in
      var info = stat()
      guard stat(path, &info) == 0 else {
        return Stamp(path: path, size: -1, seconds: 0, nanoseconds: 0)
      }
      #if canImport(Darwin)
        let time = info.st_mtimespec
      #else
        let time = info.st_mtim
      #endif
      return Stamp(
        path: path, size: Int64(info.st_size), seconds: Int(time.tv_sec),
        nanoseconds: Int(time.tv_nsec))
    }
  }
}
