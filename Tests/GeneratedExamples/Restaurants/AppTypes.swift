// App types the generated code names; in an app these are the app's own types.
// Each describes itself the way flowc run prints an app value: Type(token).

struct Restaurant: CustomStringConvertible {
  var token: String
  var description: String { "Restaurant(\(token))" }
}

struct SearchCriteria: CustomStringConvertible {
  var token: String
  var description: String { "SearchCriteria(\(token))" }
}
