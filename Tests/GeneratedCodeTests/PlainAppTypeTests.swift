import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// An app type that conforms to nothing but the script driver's `init(flowText:)` compiles with
/// the generated code, and records show its values as `<Type>`, never by their fields: a card's
/// number does not reach an observer (docs/adopting-generated-code.md).
@Suite("Generated code with plain app types")
struct PlainAppTypeTests {
  static let wallet = """
    flow: Wallet
    actions: { charge: { card: Card } }
    results: { done: { card: Card } }
    start: list
    screens:
      list:
        view: L
        events: { pick: { card: Card } }
        on: { pick: { do: { charge: { card: event.card } }, finish: { done: { card: event.card } } } }
    """

  @Test func aPlainAppTypeCompilesAndIsRecordedByItsTypeName() throws {
    let result = FlowCompiler.validate([SourceFile(path: "Wallet.flow.yaml", text: Self.wallet)])
    let module = try #require(result.module)
    let main = """
      struct Card: FlowScriptValue {
        let number: String
        init(flowText: String) { number = flowText }
      }

      let driver = FlowScriptDriver(flow: "Wallet", inputs: [:], environment: [:])!
      _ = driver.send("pick", fields: ["card": "4111-1111"])
      print(driver.records.joined(separator: "\\n"))
      print("---")

      """
    let runs = try GeneratedCompilation.driverRecords(
      SwiftGenerator.generate(module, scriptDriver: true), main: main, prefix: "flowc-plain")
    let records = try #require(runs.first)
    #expect(records.contains("action charge(card: <Card>)"), "\(records)")
    #expect(records.contains("Wallet finished: done(card: <Card>)"), "\(records)")
    #expect(!records.joined().contains("4111"), "\(records)")
  }
}
