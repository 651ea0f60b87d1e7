import FlowPaths
import FlowSpec
import FlowTestSupport
import Foundation
import Testing

/// The examples of @xstate/graph's shortest-path tests that fit the flow language, written as
/// flows (Fixtures/xstate, docs/paths.md says which do not fit and why): flowc finds paths of the
/// lengths xstate's tests expect. xstate counts its initial step (`xstate.init`) in a path; the
/// lengths here are the events after it.
@Suite("Paths: @xstate/graph's shortest paths")
struct XStateShortestPathTests {
  /// The events of the shortest path to each screen of the fixture `name`.
  static func lengths(_ name: String) throws -> [String: Int] {
    let url = Repository.url("Tests/FlowPathsTests/Fixtures/xstate/\(name).flow.yaml")
    let file = SourceFile(path: "\(name).flow.yaml", bytes: [UInt8](try Data(contentsOf: url)))
    let module = try PathFixtures.validate([file])
    var lengths: [String: Int] = [:]
    for path in try PathPlanner.plan(module, strategy: .shortest) {
      for goal in path.goals where goal.hasPrefix("screen \(name).") {
        lengths[String(goal.dropFirst("screen \(name).".count))] = path.length
      }
    }
    return lengths
  }

  @Test func theTrafficLight() throws {
    // xstate: green [init], red.flashing [init, POWER_OUTAGE], yellow [init, TIMER],
    // red.walk [init, TIMER, TIMER], red.wait (+ PED_COUNTDOWN), red.stop (+ PED_COUNTDOWN).
    #expect(
      try Self.lengths("Light") == [
        "green": 0, "redFlashing": 1, "yellow": 1, "redWalk": 2, "redWait": 3, "redStop": 4,
      ])
  }

  @Test func aStateThatLoopsForEverDoesNotKeepTheSearchGoing() throws {
    #expect(try Self.lengths("Chain") == ["a": 0, "b": 1, "c": 2, "d": 3])
  }

  @Test func fromOneStateToAnother() throws {
    // xstate joins the path to b with the path from b to y: [init, TO_B, NEXT_B_TO_X,
    // NEXT_X_TO_Y], three events.
    let toB = try #require(try Self.lengths("Detour")["b"])
    let fromBToY = try #require(try Self.lengths("DetourFromB")["y"])
    #expect(toB + fromBToY == 3)
    #expect(try Self.lengths("Detour")["y"] == 1)
  }

  @Test func guardedAlternativesAreEachOneEventAway() throws {
    #expect(try Self.lengths("Conditional") == ["pending": 0, "foo": 1, "bar": 1])
  }
}
