import FlowSpec

/// Writes the files of `flowc init` into a folder, made if missing: only new files, all or
/// none. When any of them exists already (a file, a link, anything), nothing is written; when
/// one cannot be written (a full disk), those this run wrote and the folders it made are
/// removed again, so that the next run finds none of them.
public enum StarterFolder {
  /// Writes `files` into the folder at `path`; returns their paths as written, for messages.
  public static func write(
    _ files: [GeneratedFile], into path: String
  ) throws(OutputDirectory.Failure) -> [String] {
    guard let folder = try OutputFolder.locked(path, create: true, exclusive: true) else {
      throw OutputDirectory.Failure(description: "cannot make folder \(path)")
    }
    for file in files {
      guard case .absent = try folder.entry(file.path) else {
        throw OutputDirectory.Failure(
          description: "\(folder.display(file.path)) exists: flowc init writes only new files, "
            + "and wrote none")
      }
    }
    var written: [String] = []
    do {
      for file in files {
        try folder.replace(file.path, with: file.contents, mode: nil)
        written.append(file.path)
      }
    } catch {
      for name in written.reversed() { try? folder.remove(name) }
      folder.removeMadeFolders()
      throw OutputDirectory.Failure(
        description: "\(error.description); flowc init wrote none of its files")
    }
    return files.map { folder.display($0.path) }
  }
}
