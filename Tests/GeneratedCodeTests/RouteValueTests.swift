import Foundation
import Testing

@testable import GeneratedPhotoEditing

/// The typed routes a flow's SwiftUI part makes (`PhotoEditingCoordinator.Route`), on the
/// PhotoEditing module's generated coordinators: each screen's route carries its inputs and
/// its `send`; a live screen's route is replaced by one with its new inputs, as the same
/// showing, in the session's box and in the model; the view is built from the current route.
@MainActor
@Suite("Typed routes")
struct RouteValueTests {
  /// The PhotoEditing flow on a navigation model, every screen a route built through `Views`.
  func start() throws -> (FlowScriptDriver, FlowNavigationModel) {
    let model = FlowNavigationModel()
    let driver = try #require(
      FlowScriptDriver(
        flow: "PhotoEditing", inputs: ["album": "holidays"], environment: ["canPost": "true"],
        navigator: model, showsRoutes: true))
    model.session = driver.session
    return (driver, model)
  }

  /// The route of `screen` on the root stack, as the flow's typed route.
  func route(_ screen: String, in model: FlowNavigationModel) throws -> (
    FlowRoute, PhotoEditingCoordinator.Route
  ) {
    let route = try #require(model.stacks[0].routes.first { $0.screen == screen })
    let value = try #require(route.value as? PhotoEditingCoordinator.Route)
    return (route, value)
  }

  @Test func eachRouteCarriesItsScreensInputsAndSend() throws {
    let (driver, model) = try start()
    let (select, selectValue) = try route("select", in: model)
    guard case .select(let album, let send) = selectValue else {
      Issue.record("the select route is \(selectValue)")
      return
    }
    #expect(album.token == "holidays")
    #expect(send.showing == select.id)
    #expect(driver.send("picked", fields: ["photo": "sunset.jpg"]))
    let (straighten, straightenValue) = try route("straighten", in: model)
    guard case .straighten(let photo, let straightenSend) = straightenValue else {
      Issue.record("the straighten route is \(straightenValue)")
      return
    }
    #expect(photo.token == "sunset.jpg")
    #expect(straightenSend.showing == straighten.id)
    #expect(straighten.id != select.id)
    // Equal and hashed by the showing: the same showing with other inputs is the same route.
    let moved = PhotoEditingCoordinator.Route.straighten(
      photo: Photo(token: "other.jpg"), send: straightenSend)
    #expect(moved == straightenValue)
    #expect(moved.hashValue == straightenValue.hashValue)
    #expect(moved != selectValue)
  }

  @Test func aLiveScreensRouteIsReplacedByOneWithItsNewInputs() throws {
    let (driver, model) = try start()
    #expect(driver.send("picked", fields: ["photo": "sunset.jpg"]))
    let (before, _) = try route("straighten", in: model)
    // `done` sets `photo`, which `straighten` reads: it is told its new inputs.
    #expect(driver.send("done", fields: ["photo": "sunset-straightened.jpg"]))
    #expect(
      driver.records.contains(
        "update PhotoEditing.straighten(photo: Photo(sunset-straightened.jpg))"))
    let (after, value) = try route("straighten", in: model)
    guard case .straighten(let photo, _) = value else {
      Issue.record("the straighten route is \(value)")
      return
    }
    #expect(photo.token == "sunset-straightened.jpg")
    #expect(after.id == before.id, "the same showing")
    // The session's box holds the same new route, so a later `setStack` keeps it.
    let box = try #require(driver.session.screenStacks[0].first as? FlowRouteBox)
    #expect(box.route.screen == "select")
    let straightenBox = try #require(
      driver.session.screenStacks[0].compactMap { $0 as? FlowRouteBox }.first {
        $0.route.screen == "straighten"
      })
    guard
      case .straighten(let boxed, _)? = straightenBox.route.value as? PhotoEditingCoordinator.Route
    else {
      Issue.record("the box holds \(String(describing: straightenBox.route.value))")
      return
    }
    #expect(boxed.token == "sunset-straightened.jpg")
  }

  @Test func aRoutesContentIsBuiltOnlyWhenShownFromTheCurrentValue() throws {
    var built: [String] = []
    let model = FlowNavigationModel()
    let send = FlowSender<PhotoEditingCoordinator.SelectEvent> { _ in .handled }
    let first = PhotoEditingCoordinator.Route.select(album: Album(token: "a"), send: send)
    let box = FlowRouteBox(first, of: send) { value -> Any in
      if case .select(let album, _) = value { built.append(album.token) }
      return value
    }
    model.push(box)
    #expect(built.isEmpty, "pushing a route builds nothing")
    _ = try #require(model.stacks[0].root).makeContent()
    #expect(built == ["a"])
    box.update(PhotoEditingCoordinator.Route.select(album: Album(token: "b"), send: send))
    #expect(built == ["a"], "an update builds nothing either")
    _ = try #require(model.route(id: box.route.id)).makeContent()
    #expect(built == ["a", "b"], "the content is built from the current value")
    #expect(model.stacks[0].routes.count == 1, "the same showing, in place")
  }

  @Test func aBoxUpdatedWithAnotherTypeOfValueIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let send = FlowSender<PhotoEditingCoordinator.SelectEvent> { _ in .handled }
        let box = FlowRouteBox(
          PhotoEditingCoordinator.Route.select(album: Album(token: "a"), send: send), of: send
        ) { _ in 0 }
        box.update("not a route")
      }
    }
  }
}
