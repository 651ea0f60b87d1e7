import FlowSpec
import FlowcOutput

extension LanguageServer {
  /// `initialize`: reads the client's capabilities and the workspace folders' flow files, and
  /// answers with the server's capabilities.
  func initialize(_ params: JSON) throws(ResponseError) -> JSON {
    guard case .object = params else { throw .invalidParams("initialize needs parameters") }
    let capabilities = params["capabilities"] ?? .null
    let offered = capabilities["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
    encoding = PositionEncoding.negotiated(from: offered)
    let textDocument = capabilities["textDocument"] ?? .null
    hierarchicalSymbols =
      textDocument["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.bool ?? false
    prepareRenameSupport = textDocument["rename"]?["prepareSupport"]?.bool ?? false
    let workspaceEdit = capabilities["workspace"]?["workspaceEdit"] ?? .null
    fileRenameSupport =
      workspaceEdit["documentChanges"]?.bool == true
      && workspaceEdit["resourceOperations"]?.array?.contains("rename") == true
    watchRegistration =
      capabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false

    var folders: [String] = []
    if let list = params["workspaceFolders"]?.array {
      folders = list.compactMap { $0["uri"]?.string.flatMap(DocumentURI.path(of:)) }
    } else if let uri = params["rootUri"]?.string, let path = DocumentURI.path(of: uri) {
      folders = [path]
    } else if let path = params["rootPath"]?.string, path.hasPrefix("/") {
      folders = [path]
    }
    for folder in folders { addRoot(folder) }
    phase = .running
    log("serving \(workspace.paths.count) flow files from \(roots.joined(separator: ", "))")
    return [
      "capabilities": capabilitiesJSON,
      "serverInfo": ["name": .string(options.name), "version": .string(options.version)],
    ]
  }

  private var capabilitiesJSON: JSON {
    [
      "positionEncoding": .string(encoding.rawValue),
      "textDocumentSync": [
        "openClose": true, "change": 2, "save": ["includeText": false],
      ],
      "completionProvider": ["triggerCharacters": [".", " "], "resolveProvider": false],
      "hoverProvider": true,
      "definitionProvider": true,
      "referencesProvider": true,
      "renameProvider": prepareRenameSupport ? ["prepareProvider": true] : true,
      "documentSymbolProvider": true,
      "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      "workspace": [
        "workspaceFolders": ["supported": true, "changeNotifications": true],
        "fileOperations": [
          "didRename": ["filters": [["pattern": ["glob": "**/*.flow.yaml"]]]]
        ],
      ],
    ]
  }

  /// `initialized`: asks to be told of changes to flow files on disk (when the client lets the
  /// server register watchers), and validates the module for the first time.
  func initialized() {
    if watchRegistration {
      request(
        "client/registerCapability",
        [
          "registrations": [
            [
              "id": "flowc-flow-files", "method": "workspace/didChangeWatchedFiles",
              "registerOptions": ["watchers": [["globPattern": "**/*.flow.yaml"]]],
            ]
          ]
        ])
    }
    markChanged()
  }

  /// `workspace/didChangeWorkspaceFolders`: adds the new folders' flow files, drops the removed
  /// folders' (except open documents).
  func didChangeWorkspaceFolders(_ params: JSON) throws(ResponseError) {
    guard let event = params["event"] else { throw .invalidParams("missing event") }
    for folder in event["removed"]?.array ?? [] {
      guard let path = folder["uri"]?.string.flatMap(DocumentURI.path(of:)) else { continue }
      roots.removeAll { $0 == path }
      for document in workspace.paths
      where isInside(document, path) && openDocuments[document] == nil && !isInWorkspace(document) {
        removeDocument(document)
      }
    }
    for folder in event["added"]?.array ?? [] {
      if let path = folder["uri"]?.string.flatMap(DocumentURI.path(of:)) { addRoot(path) }
    }
  }

  /// Adds a workspace folder and reads its flow files (open documents keep their text).
  private func addRoot(_ folder: String) {
    let folder = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    guard !roots.contains(folder) else { return }
    roots.append(folder)
    for path in FlowFileSearch.paths(in: folder) ?? [] where openDocuments[path] == nil {
      if let bytes = FlowFileSearch.readFile(path) {
        setDocument(path, bytes: bytes)
      }
    }
  }

  /// Whether `path` is inside one of the workspace folders.
  func isInWorkspace(_ path: String) -> Bool {
    roots.contains { isInside(path, $0) }
  }

  func isInside(_ path: String, _ folder: String) -> Bool {
    path.hasPrefix(folder == "/" ? "/" : folder + "/")
  }
}
