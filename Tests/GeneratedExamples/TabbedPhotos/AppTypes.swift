// App types the generated code names; in an app these are the app's own types.
// Each describes itself the way flowc run prints an app value (Type(token)), and is built
// from a script's text like the runner's opaque values.

struct Album: CustomStringConvertible, FlowScriptValue {
  var token: String
  var description: String { "Album(\(token))" }

  init(token: String) {
    self.token = token
  }

  init(flowText: String) {
    self.init(token: flowText)
  }
}

struct Photo: CustomStringConvertible, FlowScriptValue {
  var token: String
  var description: String { "Photo(\(token))" }

  init(token: String) {
    self.token = token
  }

  init(flowText: String) {
    self.init(token: flowText)
  }
}
