/// libyaml's error messages in plain words: what went wrong where it is reported, and a hint on
/// the usual cause (indentation, tabs, a value that needs quotes).
///
/// libyaml's own text follows in parentheses, so a search for it still finds the message.
struct YAMLProblem {
  /// The message.
  var message: String
  /// What to do about it, shown as a note; nil when there is nothing useful to add.
  var hint: String?

  /// Explains libyaml's `problem`, reported where `character` is written, just after
  /// `previous` (nil at the start of a line); `startsLine` when only spaces come before it.
  init(problem: String, character: Unicode.Scalar?, previous: Unicode.Scalar?, startsLine: Bool) {
    let quoted = " (YAML: \(problem))"
    switch problem {
    case "mapping values are not allowed in this context":
      message = "a `: ` inside a value, which YAML reads as the start of a key" + quoted
      hint =
        "a `: ` inside a value starts a key: quote the whole value (`title: \"Note: this\"`), "
        + "or put the key on a line of its own, indented like the keys around it"
    case "did not find expected key":
      (message, hint) = Self.unexpectedInMap(
        character: character, previous: previous, startsLine: startsLine)
      message += quoted
    case "did not find expected '-' indicator":
      message = "this line does not continue the list above" + quoted
      hint = "the items of a list start with `- ` in the same column"
    case "block sequence entries are not allowed in this context":
      message = "a list item `- ` cannot start on the line of its key" + quoted
      hint = "put each item on a line of its own below the key, or write the list as `[a, b]`"
    case "found character that cannot start any token":
      let name = character == "`" ? "a backtick" : "`\(character.map(String.init) ?? "")`"
      message = "\(name) cannot start a value in YAML" + quoted
      hint =
        character == "`"
        ? "quote a value that starts with a backtick, in double quotes"
        : "quote a value that starts with \(name): `title: \"\(character.map(String.init) ?? "")...\"`"
    case "did not find expected ',' or '}'":
      message = "the map in `{ }` is not closed" + quoted
      hint = "close it with `}` before the end of its value, and separate its entries with `,`"
    case "did not find expected ',' or ']'":
      message = "the list in `[ ]` is not closed" + quoted
      hint = "close it with `]` before the end of its value, and separate its items with `,`"
    case "could not find expected ':'":
      message = "a line that is neither `key: value` nor a list item" + quoted
      hint =
        "a key needs `: ` after it; text over several lines needs quotes, or `|` after its key"
    case "found unexpected end of stream":
      message = "a quoted value is never closed" + quoted
      hint = "close the quote where the value ends"
    case "found unknown escape character":
      message = "a `\\` that is not an escape YAML knows, in double quotes" + quoted
      hint = "write a backslash as `\\\\`, or use single quotes, in which `\\` is plain text"
    case "did not find expected alphabetic or numeric character":
      message = "`*` and `&` start a YAML alias or anchor, and need a name after them" + quoted
      hint = "quote a value that starts with `*` or `&`: `title: \"*new*\"`"
    case "did not find expected node content":
      message = "a value is missing here" + quoted
      hint = "inside `{ }` and `[ ]`, a list is written `[a, b]`, not with `- `"
    case "found undefined tag handle":
      message = "`!` starts a YAML tag" + quoted
      hint = "quote a value that starts with `!`: `when: \"!isLoggedIn\"`"
    case "did not find expected <document start>":
      message = "text after the end of the document" + quoted
      hint = "check this line's indentation: it belongs to no key"
    default:
      message = problem
      hint = nil
    }
  }

  /// `did not find expected key`: something in a block map that is not one of its keys.
  private static func unexpectedInMap(
    character: Unicode.Scalar?, previous: Unicode.Scalar?, startsLine: Bool
  ) -> (String, String) {
    switch character {
    case "-":
      return (
        "a list item where a key of the map was expected",
        "a list belongs under a key (`key:`, then the items indented below it, each `- ` in "
          + "the same column)"
      )
    case "]", "}":
      return (
        "a closing `\(character!)` that nothing opened",
        "remove it, or check the `[` or `{` it should close"
      )
    default:
      if previous == "'" || previous == "\"" {
        return (
          "text after a closing quote",
          "a quoted value ends at its closing quote; inside single quotes write a quote as two "
            + "(`'it''s'`)"
        )
      }
      if !startsLine {
        return ("text after the end of a value", "quote the whole value, or remove what follows")
      }
      return (
        "this line is not indented like the keys of its map",
        "the keys of one map start in the same column; indent with spaces only"
      )
    }
  }

  /// libyaml's context (`while parsing a block mapping`) as a note on where it started; nil
  /// when it adds nothing.
  static func context(_ context: String) -> String? {
    switch context {
    case "while parsing a block mapping": "the map this line should belong to starts here"
    case "while parsing a flow mapping": "the `{` is here"
    case "while parsing a flow sequence": "the `[` is here"
    case "while scanning a quoted scalar", "while parsing a quoted scalar": "the quote opens here"
    case "while scanning a simple key": "the line starts here"
    case "while parsing a block collection": "the list starts here"
    case "while scanning for the next token", "while parsing a node", "while parsing a flow node",
      "while scanning an alias", "while scanning an anchor":
      nil
    default: context
    }
  }
}
