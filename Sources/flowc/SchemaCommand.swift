import ArgumentParser
import FlowSpec

/// `flowc schema`: the JSON Schema of flow files, for editors.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema (draft 2020-12) of flow files, for editor completion.",
    discussion: """
      Save it and point yaml-language-server at it from the first line of a flow file:
        # yaml-language-server: $schema=flow.schema.json

      Example:
        flowc schema > flow.schema.json
      """
  )

  func run() throws {
    Terminal.write(FlowSchema.json)
  }
}
