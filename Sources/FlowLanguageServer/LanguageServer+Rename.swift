import FlowLanguage
import FlowSpec
import FlowcOutput

extension LanguageServer {
  /// `textDocument/prepareRename`: the name's range and text, or null where nothing can be
  /// renamed.
  func prepareRename(_ params: JSON) throws(ResponseError) -> JSON {
    guard let (path, location) = try target(params),
      let range = workspace.renameRange(at: location, in: path)
    else { return .null }
    return ["range": self.range(range), "placeholder": .string(text(of: range))]
  }

  /// `textDocument/rename`: a workspace edit, or an error with the reason a rename is refused.
  ///
  /// A flow's file is named after the flow (`Feed.flow.yaml`); when a flow in such a file is
  /// renamed and the client can rename files, the edit renames the file too (unless a file of
  /// the new name exists), so the rename brings no `file-name-mismatch` warning.
  func rename(_ params: JSON) throws(ResponseError) -> JSON {
    guard let newName = params["newName"]?.string else {
      throw .invalidParams("rename needs newName")
    }
    guard let (path, location) = try target(params) else {
      throw .requestFailed("nothing to rename here: the document is not a flow file of the module")
    }
    switch workspace.rename(at: location, in: path, to: newName) {
    case .refused(let reason): throw .requestFailed(reason)
    case .edits(let edits):
      guard let first = edits.first else { return workspaceEdit(edits) }
      let oldName = text(of: first.range)
      let files = Set(edits.map(\.range.file)).sorted()
      // The file named after the flow, where the edit is the flow's own `flow:` value.
      let renamed = files.filter { file in
        Self.fileName(of: file) == oldName + FlowFileSearch.suffix
          && edits.contains { $0.range.file == file && isFlowDeclaration($0.range) }
      }
      guard !renamed.isEmpty else { return workspaceEdit(edits) }
      guard fileRenameSupport else {
        // The client cannot rename files: it is told which to rename by hand.
        let names = renamed.map { "`\(Self.fileName(of: $0))`" }.joined(separator: ", ")
        send(
          "window/showMessage",
          [
            "type": 3,
            "message": .string(
              "Rename \(names) to `\(newName)\(FlowFileSearch.suffix)`: this editor cannot "
                + "rename files in a rename, and a flow's file is named after the flow."),
          ])
        return workspaceEdit(edits)
      }
      var changes: [JSON] = files.map { file in
        [
          "textDocument": [
            "uri": .string(uri(file)),
            "version": openDocuments[file]?.version.map(JSON.int) ?? .null,
          ],
          "edits": .array(edits.filter { $0.range.file == file }.map(json)),
        ]
      }
      // A rename that changes only the case names the same file on a case-insensitive file
      // system: it overwrites it (the client renames the file in place) instead of being skipped.
      // A file of the new name that is another file (a case-sensitive file system) is kept.
      let caseOnly = oldName.lowercased() == newName.lowercased()
      for file in renamed {
        let folder = file.dropLast(Self.fileName(of: file).count)
        let newPath = String(folder) + newName + FlowFileSearch.suffix
        let existing = FileIdentity(atPath: newPath)
        let inPlace = caseOnly && (existing == nil || existing == FileIdentity(atPath: file))
        changes.append([
          "kind": "rename", "oldUri": .string(uri(file)),
          "newUri": .string(DocumentURI.uri(ofPath: newPath)),
          "options": inPlace
            ? ["overwrite": true] : ["overwrite": false, "ignoreIfExists": true],
        ])
      }
      return ["documentChanges": .array(changes)]
    }
  }

  /// `workspace/didRenameFiles`: files the client renamed (a flow's file, after a rename).
  func didRenameFiles(_ params: JSON) throws(ResponseError) {
    guard let files = params["files"]?.array else {
      throw .invalidParams("didRenameFiles needs files")
    }
    for file in files {
      for key in ["oldUri", "newUri"] {
        guard let path = file[key]?.string.flatMap(flowFilePath), openDocuments[path] == nil
        else { continue }
        reloadFromDisk(path)
      }
    }
  }

  /// Whether `range` is the value of a top-level `flow:` key.
  private func isFlowDeclaration(_ range: SourceRange) -> Bool {
    let lineStart = SourceLocation(line: range.start.line, column: 1)
    let before = text(of: SourceRange(file: range.file, start: lineStart, end: range.start))
    return before.hasPrefix("flow:") && before.dropFirst(5).allSatisfy { $0 == " " }
  }

  static func fileName(of path: String) -> String {
    String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
  }
}
