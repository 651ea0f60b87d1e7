// App types the generated code names; in an app these are the app's own types.
// Each describes itself the way flowc run prints an app value: Type(token).

struct User: CustomStringConvertible {
  var token: String
  var description: String { "User(\(token))" }
}
