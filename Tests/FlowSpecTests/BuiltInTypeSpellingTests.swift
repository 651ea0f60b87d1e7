import Testing

@testable import FlowSpec

/// The rule of `misspelt-type`: one letter left out, added, or two neighbouring letters swapped,
/// from a built-in type; not a replaced letter, another case or the plural.
@Suite("Misspelt built-in types")
struct BuiltInTypeSpellingTests {
  @Test(arguments: [
    ("Strng", "String"), ("Stirng", "String"), ("Striing", "String"), ("Strin", "String"),
    ("Itn", "Int"), ("Intt", "Int"), ("Doubel", "Double"), ("Doubl", "Double"), ("Bol", "Bool"),
    ("Boool", "Bool"), ("Dtae", "Date"), ("Dat", "Date"), ("ULR", "URL"), ("Ulr", "URL"),
  ])
  func aNearMissNamesTheBuiltIn(_ written: String, _ meant: String) {
    #expect(BuiltInTypeSpelling.builtIn(meantBy: written) == meant)
  }

  @Test(arguments: [
    "Strings", "Url", "URLs", "Integer", "Ints", "Dates", "Book", "Data", "Rate", "URI", "Spring",
    "Unit", "Hint", "Photo", "string", "Doubles", "Bools", "Sring2x", "StringBuilder",
  ])
  func aNameATeamMayOwnIsNotANearMiss(_ written: String) {
    #expect(BuiltInTypeSpelling.builtIn(meantBy: written) == nil)
  }

  @Test func theWarningIsAtTheDeclarationWithTheFix() throws {
    let result = validate(
      flow(
        header: "context:\n  email: \"[Strng]?\"\n",
        screens: "  first:\n    view: FirstViewController\n"))
    let warning = try #require(result.first(.misspeltType))
    #expect(
      warning.message
        == "`Strng` is not a built-in type, so it is taken as an app type; did you mean `String`?")
    #expect("\(warning.range.start.line):\(warning.range.start.column)" == "3:10")
    #expect(warning.severity == .warning)
    #expect(warning.suggestion == .init(written: "Strng", replacement: "String"))
  }

  @Test func anEnumOfTheModuleIsNotANearMiss() {
    let result = validate(
      flow(
        header: "types:\n  Boool: [yes, no]\ncontext:\n  answer: { type: Boool, default: .yes }\n",
        screens: "  first:\n    view: FirstViewController\n"))
    #expect(result.first(.misspeltType) == nil)
  }
}
