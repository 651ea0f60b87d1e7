/// The start of one line of block YAML: indentation, list markers, and the key it starts with.
struct LineHead {
  /// Where the content starts after spaces and `- ` markers (0-based).
  var contentIndent = 0
  /// Where the first `-` marker is, if the line starts a list item.
  var dashIndent: Int?
  /// The key the content starts with (`name:`), if any.
  var key: String?
  /// True when nothing follows the key's colon (a nested block follows).
  var valueIsEmpty = false
  /// True for a line with nothing but spaces or a comment.
  var isBlank = true

  init(_ scalars: [Unicode.Scalar]) {
    var index = 0
    while index < scalars.count {
      if scalars[index] == " " {
        index += 1
      } else if scalars[index] == "-", index + 1 == scalars.count || scalars[index + 1] == " " {
        if dashIndent == nil { dashIndent = index }
        index += 1
      } else {
        break
      }
    }
    contentIndent = index
    guard index < scalars.count, scalars[index] != "#" else {
      isBlank = dashIndent == nil
      return
    }
    isBlank = false
    var end = index
    while end < scalars.count, scalars[end] != ":" { end += 1 }
    guard end < scalars.count, end + 1 == scalars.count || scalars[end + 1] == " " else { return }
    var name = String.UnicodeScalarView()
    name.append(contentsOf: scalars[index..<end])
    key = String(name).trimmingCharacters(in: " \"'")
    let rest = scalars[(end + 1)...].drop { $0 == " " }
    valueIsEmpty = rest.isEmpty || rest.first == "#"
  }
}
