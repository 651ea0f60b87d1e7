import Foundation
import SwiftUI
import Testing

@testable import GeneratedPhotoEditing

/// The routes a flow's SwiftUI part makes, on the PhotoEditing module's generated code: each
/// screen a `FlowRouteBox` whose view the flow's `Views` builds, with the screen's inputs and
/// its `send`, only when shown; a live screen's box given a view built with its new inputs, as
/// the same showing, in the session's box and in the model.
@MainActor
@Suite("Routes")
struct RouteValueTests {
  /// A view showing `text`.
  struct TextView: SwiftUI.View {
    let text: String

    var body: some SwiftUI.View { SwiftUI.Text(verbatim: text) }
  }

  /// PhotoEditing's `Views`, and through them its `Screens`: each view is the screen's name and
  /// inputs, as text, and every view built is listed.
  final class TextViews: PhotoEditingCoordinator.Screens, PhotoEditingCoordinator.Views {
    var built: [String] = []

    func view(_ text: String) -> TextView {
      built.append(text)
      return TextView(text: text)
    }

    func selectView(album: Album, send: FlowSender<PhotoEditingCoordinator.SelectEvent>) -> TextView
    {
      view("select \(album.token) \(send.showing)")
    }

    func straightenView(
      photo: Photo, send: FlowSender<PhotoEditingCoordinator.StraightenEvent>
    ) -> TextView {
      view("straighten \(photo.token) \(send.showing)")
    }

    func filterView(photo: Photo, send: FlowSender<PhotoEditingCoordinator.FilterEvent>) -> TextView
    {
      view("filter \(photo.token)")
    }

    func captionView(
      photo: Photo, filter: String, send: FlowSender<PhotoEditingCoordinator.CaptionEvent>
    ) -> TextView {
      view("caption \(photo.token) \(filter)")
    }
  }

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

  @Test func eachScreenIsARouteOfItsShowingBuiltThroughViews() throws {
    let views = TextViews()
    let send = FlowSender<PhotoEditingCoordinator.SelectEvent> { _ in .handled }
    let box = try #require(
      views.makeSelect(album: Album(token: "holidays"), send: send) as? FlowRouteBox)
    #expect(box.route.id == send.showing)
    #expect(box.route.screen == send.name)
    #expect(views.built.isEmpty, "making the screen builds no view")
    #expect(box.route.makeContent() is SwiftUI.AnyView)
    #expect(views.built == ["select holidays \(send.showing)"])
  }

  @Test func aLiveScreensBoxIsGivenAViewWithItsNewInputs() throws {
    let views = TextViews()
    let model = FlowNavigationModel()
    let send = FlowSender<PhotoEditingCoordinator.StraightenEvent> { _ in .handled }
    let screen = views.makeStraighten(photo: Photo(token: "a.jpg"), send: send)
    let box = try #require(screen as? FlowRouteBox)
    model.push(box)
    views.updateStraighten(screen, photo: Photo(token: "b.jpg"))
    #expect(views.built.isEmpty, "an update builds nothing")
    _ = try #require(model.route(id: box.route.id)).makeContent()
    #expect(views.built == ["straighten b.jpg \(send.showing)"], "built from the new inputs")
    #expect(model.stacks[0].routes.count == 1, "the same showing, in place")
  }

  @Test func aLiveScreensRouteIsReplacedInTheSessionAndTheModel() throws {
    let (driver, model) = try start()
    #expect(driver.send("picked", fields: ["photo": "sunset.jpg"]))
    let before = try #require(model.stacks[0].routes.first { $0.screen == "straighten" })
    // `done` sets `photo`, which `straighten` reads: it is told its new inputs.
    #expect(driver.send("done", fields: ["photo": "sunset-straightened.jpg"]))
    #expect(
      driver.records.contains(
        "update PhotoEditing.straighten(photo: Photo(sunset-straightened.jpg))"))
    let after = try #require(model.stacks[0].routes.first { $0.screen == "straighten" })
    #expect(after.id == before.id, "the same showing")
    // The session's box holds the same new route, so a later `setStack` keeps it.
    let straightenBox = try #require(
      driver.session.screenStacks[0].compactMap { $0 as? FlowRouteBox }.first {
        $0.route.screen == "straighten"
      })
    #expect(straightenBox.route.id == after.id)
  }

  @Test func aRoutesContentIsBuiltOnlyWhenShownFromTheCurrentInputs() throws {
    var built: [String] = []
    let model = FlowNavigationModel()
    let send = FlowSender<PhotoEditingCoordinator.SelectEvent> { _ in .handled }
    let box = FlowRouteBox(send) { () -> Any in
      built.append("a")
      return "a"
    }
    model.push(box)
    #expect(built.isEmpty, "pushing a route builds nothing")
    _ = try #require(model.stacks[0].root).makeContent()
    #expect(built == ["a"])
    box.update { (sent: FlowSender<PhotoEditingCoordinator.SelectEvent>) -> Any in
      built.append("b \(sent.showing == send.showing)")
      return "b"
    }
    #expect(built == ["a"], "an update builds nothing either")
    _ = try #require(model.route(id: box.route.id)).makeContent()
    #expect(built == ["a", "b true"], "the content is built from the update, with its send")
    #expect(model.stacks[0].routes.count == 1, "the same showing, in place")
  }
}
