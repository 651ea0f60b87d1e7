extension LanguageServer {
  /// A request's id: a number or a string, compared as written.
  struct RequestID: Hashable {
    var json: JSON

    init?(_ json: JSON?) {
      switch json {
      case .int, .string: self.json = json!
      case .double(let value) where value.rounded() == value: self.json = json!
      default: return nil
      }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(json.bytes) }
  }

  /// Handles what one read gave, in order. A `$/cancelRequest` among them cancels a request that
  /// came before it in the same batch and is not answered yet.
  func handle(_ events: [MessageFramer.Event]) {
    var messages: [Result<JSON, ResponseError>] = []
    var cancelled = Set<RequestID>()
    for event in events {
      switch event {
      case .message(let body):
        do {
          let message = try JSONParser.parse(body)
          if message["method"]?.string == "$/cancelRequest", message["id"] == nil,
            let id = RequestID(message["params"]?["id"])
          {
            cancelled.insert(id)
          }
          messages.append(.success(message))
        } catch {
          messages.append(.failure(.parseError("the message is not JSON: \(error)")))
        }
      case .malformed(let reason):
        log("skipped input: \(reason)")
      case .tooLarge(let length):
        let limit = options.maxMessageBytes
        log("skipped a message of \(length) bytes (the limit is \(limit))")
        messages.append(
          .failure(
            .invalidRequest("the message has \(length) bytes; the limit is \(limit) bytes")))
      }
    }
    for message in messages where exitStatus == nil {
      switch message {
      case .failure(let error): respond(to: nil, error: error)
      case .success(let message): handle(message, cancelled: cancelled)
      }
    }
  }

  private func handle(_ message: JSON, cancelled: Set<RequestID>) {
    guard case .object = message else {
      return respond(to: nil, error: .invalidRequest("a message must be a JSON object"))
    }
    let rawID = message["id"]
    guard let method = message["method"]?.string else {
      // A response to a request of the server's (a registration): nothing waits for it.
      if rawID != nil && (message["result"] != nil || message["error"] != nil) { return }
      return respond(to: RequestID(rawID), error: .invalidRequest("a message needs a method"))
    }
    let params = message["params"] ?? .null
    // Changes only collect their texts; anything else sees the module with all of them.
    if method != "textDocument/didChange" { applyPendingTexts() }
    guard let rawID else { return notify(method, params) }
    guard let id = RequestID(rawID) else {
      return respond(to: nil, error: .invalidRequest("a request id must be a number or a string"))
    }
    if cancelled.contains(id) { return respond(to: id, error: .requestCancelled) }
    do {
      respond(to: id, result: try answer(method, params))
    } catch {
      respond(to: id, error: error)
    }
  }

  /// The result of a request, or the error to answer with.
  private func answer(_ method: String, _ params: JSON) throws(ResponseError) -> JSON {
    switch phase {
    case .uninitialized:
      guard method == "initialize" else { throw .serverNotInitialized }
      return try initialize(params)
    case .shutDown:
      throw .invalidRequest("the server is shut down; only exit is accepted")
    case .running:
      break
    }
    switch method {
    case "initialize": throw .invalidRequest("the server is already initialized")
    case "shutdown":
      phase = .shutDown
      return .null
    case "textDocument/completion": return try completion(params)
    case "textDocument/hover": return try hover(params)
    case "textDocument/definition": return try definition(params)
    case "textDocument/references": return try references(params)
    case "textDocument/prepareRename": return try prepareRename(params)
    case "textDocument/rename": return try rename(params)
    case "textDocument/documentSymbol": return try documentSymbols(params)
    case "textDocument/codeAction": return try codeActions(params)
    default: throw .methodNotFound(method)
    }
  }

  /// Acts on a notification; problems are logged (a notification has no answer).
  private func notify(_ method: String, _ params: JSON) {
    if method == "exit" {
      exitStatus = phase == .shutDown ? 0 : 1
      return
    }
    guard phase == .running else {
      if method == "initialized" && phase == .uninitialized {
        log("initialized came before initialize; ignored")
      }
      return
    }
    do throws(ResponseError) {
      switch method {
      case "initialized": initialized()
      case "textDocument/didOpen": try didOpen(params)
      case "textDocument/didChange": try didChange(params)
      case "textDocument/didClose": try didClose(params)
      case "textDocument/didSave": try didSave(params)
      case "workspace/didChangeWatchedFiles": try didChangeWatchedFiles(params)
      case "workspace/didChangeWorkspaceFolders": try didChangeWorkspaceFolders(params)
      case "workspace/didRenameFiles": try didRenameFiles(params)
      default: break  // $/cancelRequest (handled with its batch), $/setTrace, and the unknown
      }
    } catch {
      log("\(method): \(error.message)")
    }
  }

  /// Sends a result.
  func respond(to id: RequestID, result: JSON) {
    connection.write(["jsonrpc": "2.0", "id": id.json, "result": result])
  }

  /// Sends an error (with a null id when the request's id could not be read).
  func respond(to id: RequestID?, error: ResponseError) {
    connection.write(["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json])
  }

  /// Sends a notification.
  func send(_ method: String, _ params: JSON) {
    connection.write(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// Sends a request whose answer the server does not wait for.
  func request(_ method: String, _ params: JSON) {
    connection.write([
      "jsonrpc": "2.0", "id": .int(nextRequestID), "method": .string(method), "params": params,
    ])
    nextRequestID += 1
  }
}
