import FlowTestSupport
import Foundation
import XCTest

/// `flowc serve`'s JSON API, against the running server on a free loopback port: the photo chain
/// walked to `posted` through the runner, back, undo, the environment question, the script
/// downloaded and opened, sensitive values never sent back, and a graceful stop on SIGTERM.
final class ServeAPITests: XCTestCase {
  private func serve(_ arguments: [String] = []) throws -> ServedPrototype {
    try ServedPrototype(
      ["Examples/PhotoEditing", "--flow", "PhotoEditing", "--input", "album=holidays"] + arguments)
  }

  private func screen(_ reply: ServedPrototype.Reply) -> String? {
    (reply.json["screen"] as? [String: Any])?["name"] as? String
  }

  func testThePhotoChainWalksToPostedThroughTheRunner() throws {
    let server = try serve()
    let page = try server.get("/")
    XCTAssertEqual(page.status, 200)
    XCTAssertTrue(page.body.contains("<title>flowc serve</title>"))
    XCTAssertTrue(page.headers.lowercased().contains("content-security-policy: default-src 'none'"))
    XCTAssertFalse(page.body.contains("http://") || page.body.contains("https://"), "no CDN")

    var reply = try server.get("/api/state")
    XCTAssertEqual(screen(reply), "select")
    XCTAssertEqual(
      (reply.json["events"] as? [[String: Any]])?.map { $0["name"] as? String },
      ["picked", "cancel"])
    XCTAssertEqual(reply.json["canBack"] as? Bool, false)

    reply = try server.post("/api/event", #"{"event": "picked", "fields": {"photo": "beach.jpg"}}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    XCTAssertEqual(screen(reply), "straighten")
    XCTAssertEqual(reply.json["canBack"] as? Bool, true)
    let inputs = (reply.json["screen"] as? [String: Any])?["inputs"] as? [[String: Any]]
    XCTAssertEqual(inputs?.first?["value"] as? String, "Photo(beach.jpg)")
    reply = try server.post("/api/back", "")
    XCTAssertEqual(screen(reply), "select")
    for (event, field) in [
      ("picked", #""photo": "sunset.jpg""#), ("done", #""photo": "sunset-straightened.jpg""#),
      ("applied", #""name": "sepia""#),
    ] {
      reply = try server.post("/api/event", #"{"event": "\#(event)", "fields": {\#(field)}}"#)
      XCTAssertEqual(reply.status, 200, reply.body)
    }
    XCTAssertEqual(screen(reply), "caption")
    let stack = (reply.json["navigation"] as? [String: Any])?["stacks"] as? [[String: Any]]
    XCTAssertEqual(
      (stack?.first?["screens"] as? [[String: Any]])?.compactMap { $0["screen"] as? String },
      ["select", "straighten", "filter", "caption"])

    // `post` reads canPost: the API asks for it, and nothing changes until it is answered.
    let post = #"{"event": "post", "fields": {"caption": "Last evening of the holidays"}"#
    reply = try server.post("/api/event", post + "}")
    XCTAssertEqual(reply.status, 409, reply.body)
    let question = reply.json["question"] as? [String: Any]
    XCTAssertEqual(question?["environment"] as? String, "canPost")
    XCTAssertEqual(question?["choices"] as? [String], ["true", "false"])
    XCTAssertEqual(screen(try server.get("/api/state")), "caption")
    reply = try server.post("/api/event", post + #", "environment": {"canPost": true}}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    let finished = reply.json["finished"] as? [String: Any]
    XCTAssertEqual(finished?["result"] as? String, "posted")
    let trace = reply.json["trace"] as? [[String: Any]]
    XCTAssertEqual(
      trace?.last?["lines"] as? [String],
      [
        "PhotoEditing.caption: post -> transition 1 (when canPost)",
        #"action savePost(photo: Photo(sunset-straightened.jpg), caption: "Last evening of the holidays")"#,
        "PhotoEditing finished: posted(photo: Photo(sunset-straightened.jpg))",
      ])

    let script = try server.get("/api/script")
    XCTAssertTrue(script.headers.contains(#"filename="PhotoEditing.walkthrough""#))
    XCTAssertEqual(
      script.body,
      """
      # A walkthrough of PhotoEditing (6 steps), saved by flowc run.
      :flow PhotoEditing
      :input album=holidays
      picked photo=beach.jpg
      :back
      picked photo=sunset.jpg
      done photo=sunset-straightened.jpg
      applied name=sepia
      :env canPost=true
      post caption="Last evening of the holidays"

      """)

    reply = try server.post("/api/undo", "")
    XCTAssertEqual(screen(reply), "caption")
    XCTAssertNil(reply.json["finished"] as? [String: Any])
    XCTAssertEqual(server.stop(), 0, "SIGTERM stops the server gracefully")
  }

  func testAScriptOpensAndReplays() throws {
    let server = try ServedPrototype(["Examples/PhotoEditing"])
    let script = try String(
      contentsOf: Repository.root.appendingPathComponent(
        "Examples/PhotoEditing/post-photo.walkthrough"), encoding: .utf8)
    var reply = try server.post("/api/script", script)
    XCTAssertEqual(reply.status, 200, reply.body)
    XCTAssertEqual((reply.json["finished"] as? [String: Any])?["result"] as? String, "posted")
    XCTAssertEqual((reply.json["start"] as? [String: Any])?["flow"] as? String, "PhotoEditing")
    XCTAssertEqual((reply.json["steps"] as? [String])?.count, 6)

    // A script whose expect line fails is refused at its line; the walkthrough stays.
    reply = try server.post(
      "/api/script", ":flow PhotoEditing\n:input album=a\nexpect screen filter\n")
    XCTAssertEqual(reply.status, 422)
    XCTAssertEqual(
      reply.json["error"] as? String,
      "script:3:15: error: expected screen `filter`, actual `select`")
    XCTAssertEqual(
      (try server.get("/api/state").json["finished"] as? [String: Any])?["result"] as? String,
      "posted")

    // A refused step the script expects is gone past: the script opens where it leads.
    reply = try server.post(
      "/api/script",
      ":flow PhotoEditing\n:input album=a\n:back\nexpect refused \"nothing to go back to\"\n"
        + "picked photo=p.jpg\nexpect screen straighten\n")
    XCTAssertEqual(reply.status, 200, reply.body)
    XCTAssertEqual((reply.json["steps"] as? [String])?.count, 1)
  }

  func testTheStartAsksForMissingInputs() throws {
    let server = try ServedPrototype(["Examples/PhotoEditing", "--flow", "PhotoEditing"])
    var reply = try server.get("/api/state")
    XCTAssertNil(screen(reply))
    XCTAssertEqual(
      reply.json["startProblem"] as? String,
      "flow `PhotoEditing` needs input `album` (Album): give --input album=... or a line `:input album=...`"
    )
    reply = try server.post("/api/reset", #"{"inputs": {"album": "holidays"}}"#)
    XCTAssertEqual(screen(reply), "select")
    // The other flow: it needs an environment answer, which the API asks for.
    reply = try server.post("/api/reset", #"{"flow": "Feed"}"#)
    XCTAssertEqual(screen(reply), "feed", reply.body)
    reply = try server.post("/api/event", #"{"event": "newPost"}"#)
    XCTAssertEqual(reply.status, 409, reply.body)
    XCTAssertEqual(
      (reply.json["question"] as? [String: Any])?["environment"] as? String, "cameraRoll")
  }

  func testSwipeDownAndTabsGoThroughTheRunner() throws {
    var server = try ServedPrototype(
      ["Examples/PhotoEditing", "--flow", "Feed", "--env", "cameraRoll=holidays"])
    var reply = try server.post("/api/event", #"{"event": "newPost"}"#)
    XCTAssertEqual(screen(reply), "select", reply.body)
    XCTAssertEqual(reply.json["canDismiss"] as? Bool, true)
    let stacks = (reply.json["navigation"] as? [String: Any])?["stacks"] as? [[String: Any]]
    XCTAssertEqual(stacks?.last?["presentedBy"] as? String, "Feed")
    reply = try server.post("/api/dismiss", "")
    XCTAssertEqual(screen(reply), "feed", reply.body)
    XCTAssertEqual(
      (reply.json["trace"] as? [[String: Any]])?.last?["lines"] as? [String],
      ["dismiss", "PhotoEditing ended without a result"])
    server.stop()

    server = try ServedPrototype(["Examples/TabbedPhotos"])
    reply = try server.get("/api/state")
    XCTAssertEqual(reply.json["tabs"] as? [String], ["feed", "profile"])
    reply = try server.post("/api/tab", #"{"tab": "profile"}"#)
    XCTAssertEqual(reply.status, 409, reply.body)
    XCTAssertEqual(
      (reply.json["question"] as? [String: Any])?["environment"] as? String, "userName")
    reply = try server.post("/api/tab", #"{"tab": "profile", "environment": {"userName": "ana"}}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    let tabs = (reply.json["navigation"] as? [String: Any])?["tabs"] as? [[String: Any]]
    XCTAssertEqual(tabs?.map { $0["selected"] as? Bool }, [false, true])
    XCTAssertEqual((reply.json["steps"] as? [String])?.last, ":tab profile")
  }

  func testAStartThatNeedsAnEnvironmentValueAsksForIt() throws {
    let server = try ServedPrototype(["Examples/AppLaunch", "--flow", "App"])
    var reply = try server.get("/api/state")
    XCTAssertNil(screen(reply))
    XCTAssertEqual(
      reply.json["startProblem"] as? String, "environment value `isLoggedIn` (Bool) is not given")
    reply = try server.post("/api/reset", "{}")
    XCTAssertEqual(reply.status, 409, reply.body)
    XCTAssertEqual(
      (reply.json["question"] as? [String: Any])?["environment"] as? String, "isLoggedIn")
    reply = try server.post("/api/event", #"{"event": "anything"}"#)
    XCTAssertEqual(reply.status, 422)
    reply = try server.post("/api/reset", #"{"environment": {"isLoggedIn": false}}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    XCTAssertNotNil(screen(reply))
  }

  func testSensitiveValuesAreNeverSentBack() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "flowc-serve-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      flow: Lock
      context:
        pin: { type: Int, default: 0, sensitive: true }
      start: pad
      screens:
        pad:
          inputs: { masked: pin }
          events: { entered: { pin: { type: Int, sensitive: true } } }
          on:
            entered: { set: { pin: event.pin } }
      """.utf8
    ).write(to: folder.appendingPathComponent("Lock.flow.yaml"))
    let server = try ServedPrototype([folder.path])
    let state = try server.get("/api/state")
    let field = ((state.json["events"] as? [[String: Any]])?.first?["fields"] as? [[String: Any]])?
      .first
    XCTAssertEqual(field?["sensitive"] as? Bool, true, "the page shows a password input")
    var reply = try server.post("/api/event", #"{"event": "entered", "fields": {"pin": 98765}}"#)
    XCTAssertEqual(reply.status, 200, reply.body)
    XCTAssertTrue(reply.body.contains("<sensitive>"))
    XCTAssertFalse(reply.body.contains("98765"), reply.body)
    reply = try server.post("/api/event", #"{"event": "entered", "fields": {"pin": "x98765"}}"#)
    XCTAssertEqual(reply.status, 422)
    XCTAssertEqual(
      reply.json["error"] as? String, "`pin`: the value is not Int (not shown: sensitive)")
    for path in ["/api/state", "/api/script"] {
      XCTAssertFalse(try server.get(path).body.contains("98765"), path)
    }
  }

  func testBadOptionsAreRefused() throws {
    var run = try FlowcRun.run(["serve", "Examples/PhotoEditing", "--port", "70000"])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("--port must be between 0 and 65535, not 70000"), run.stderr)
    run = try FlowcRun.run(
      ["serve", "Examples/PhotoEditing", "--host", "256.1.1.1", "--port", "0"], timeout: 60)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("error: cannot serve on 256.1.1.1:0"), run.stderr)
  }
}
