import FlowTestSupport
import Foundation
import XCTest

/// A `--flow`, `--input` or `--env` naming what the module does not have is an error that lists
/// the choices, with a did-you-mean, as a script's start lines are (exit status 2, before anything
/// runs), in every command that takes them.
final class StartChoicesTests: XCTestCase {
  private let photo = ["Examples/PhotoEditing"]

  func testAnUnknownFlowListsTheFlows() throws {
    let expected =
      "error: there is no flow `Fede`; flows: Feed, PhotoEditing; did you mean `Feed`?\n"
    for command in ["run", "serve", "paths", "graph"] {
      let run = try FlowcRun.run(
        [command] + photo + ["--flow", "Fede"] + (command == "serve" ? ["--port", "0"] : []),
        stdin: "", timeout: 60)
      XCTAssertEqual(run.status, 2, "\(command): \(run.transcript)")
      XCTAssertEqual(run.stdout, "", command)
      XCTAssertEqual(run.stderr, expected, command)
    }
  }

  func testAnUnknownInputListsTheInputs() throws {
    for command in ["run", "serve"] {
      let run = try FlowcRun.run(
        [command] + photo + ["--flow", "PhotoEditing", "--input", "albun=holidays"]
          + (command == "serve" ? ["--port", "0"] : []), stdin: "", timeout: 60)
      XCTAssertEqual(run.status, 2, "\(command): \(run.transcript)")
      XCTAssertEqual(run.stdout, "", command)
      XCTAssertEqual(
        run.stderr,
        "error: --input: flow `PhotoEditing` has no input `albun`; inputs: album; "
          + "did you mean `album`?\n", command)
    }
    // Standard input that is not a terminal is a script: without `:flow`, the only root flow
    // starts, and its inputs are the choices.
    let root = try FlowcRun.run(["run"] + photo + ["--input", "user=ana"], stdin: "")
    XCTAssertEqual(root.status, 1, root.transcript)
    XCTAssertEqual(root.stderr, "error: --input: flow `Feed` has no input `user`; inputs: none\n")
  }

  func testAnUnknownEnvironmentValueListsTheEnvironment() throws {
    for command in ["run", "serve"] {
      let run = try FlowcRun.run(
        [command] + photo + ["--env", "canpost=true"]
          + (command == "serve" ? ["--port", "0"] : []), stdin: "", timeout: 60)
      XCTAssertEqual(run.status, 2, "\(command): \(run.transcript)")
      XCTAssertEqual(run.stdout, "", command)
      XCTAssertEqual(
        run.stderr,
        "error: --env: no flow declares an environment value `canpost`; environment values: "
          + "cameraRoll, canPost; did you mean `canPost`?\n", command)
    }
    // A name far from every choice gets the list alone.
    let far = try FlowcRun.run(["run"] + photo + ["--env", "zzzzzz=1"], stdin: "")
    XCTAssertEqual(far.status, 2, far.transcript)
    XCTAssertEqual(
      far.stderr,
      "error: --env: no flow declares an environment value `zzzzzz`; environment values: "
        + "cameraRoll, canPost\n")
  }

  /// With a script and no `--flow`, the script's `:flow` line names the flow: an `--input` is
  /// checked against that flow's inputs, at the start, with the same list.
  func testAScriptsFlowChecksTheInputsGiven() throws {
    let run = try FlowcRun.run(
      ["run"] + photo + ["--script", "-", "--input", "albun=x"], stdin: ":flow PhotoEditing\n")
    XCTAssertEqual(run.status, 1, run.transcript)
    XCTAssertEqual(
      run.stderr,
      "error: --input: flow `PhotoEditing` has no input `albun`; inputs: album; "
        + "did you mean `album`?\n")
  }
}
