import FlowcOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `flowc serve` reads: the flow files named on the command line, and those found in the
/// folders named, but not a file found in a folder that is a symlink (or under a symlinked
/// folder) leading outside every folder and file named. Such a file is not read: serving it
/// would show its lines in the page's diagnostics (docs/serve.md, "Safety").
enum ServedFiles {
  /// The first flow file found in a folder that leads outside the served folders, as a message
  /// naming it and where it leads; nil when there is none.
  static func problem(in input: ModuleInput) -> String? {
    var folders: [String] = []
    var files: Set<String> = []
    for path in input.paths {
      guard let real = realPath(path) else { continue }
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        folders.append(real == "/" ? real : real + "/")
      } else {
        files.insert(real)
      }
    }
    for path in input.paths where !files.contains(realPath(path) ?? "") {
      for file in FlowFileSearch.paths(in: path) ?? [] {
        guard let real = realPath(file), !files.contains(real),
          !folders.contains(where: { real.hasPrefix($0) })
        else { continue }
        return "\(file) leads outside the served folders (to \(real)); flowc serve reads no file "
          + "outside the folders and files named: move the file in, or name it"
      }
    }
    return nil
  }

  /// `path` with every symlink resolved; nil when it does not exist.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
