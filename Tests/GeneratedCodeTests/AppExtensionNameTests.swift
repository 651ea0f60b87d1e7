import Testing

@testable import GeneratedPhotoEditing

/// A stand-in for SwiftUI's `@Environment`, declared at the top level as SwiftUI declares it.
@propertyWrapper
struct Environment<Value> {
  var wrappedValue: Value
}

/// App code in an extension of a generated coordinator spells Swift's `Result` and SwiftUI's
/// `Environment` plainly: the coordinator's nested types (`Outcome`, `Facts`) shadow neither.
/// That this file compiles is the test.
extension PhotoEditingCoordinator {
  func loadCount() -> Result<Int, Error> { .success(2) }

  func environmentCount() -> Int {
    @Environment(wrappedValue: 3) var count: Int
    return count
  }
}

@MainActor
@Suite("Names app code uses in extensions")
struct AppExtensionNameTests {
  @Test func resultAndEnvironmentMeanTheAppsOwnTypesInAnExtension() throws {
    let coordinator = PhotoEditingCoordinator(
      inputs: .init(album: Album(flowText: "trip")), screens: Stub(), environment: Stub(),
      actions: Stub(), children: Stub())
    #expect(try coordinator.loadCount().get() == 2)
    #expect(coordinator.environmentCount() == 3)
  }

  /// Builds nothing: the coordinator above never starts.
  final class Stub: PhotoEditingCoordinator.Screens, PhotoEditingCoordinator.Facts,
    PhotoEditingCoordinator.Actions, PhotoEditingCoordinator.Children
  {
    var canPost: Bool { true }
    func makeSelect(
      album: Album, send: FlowSender<PhotoEditingCoordinator.SelectEvent>
    ) -> AnyObject { self }
    func makeStraighten(
      photo: Photo, send: FlowSender<PhotoEditingCoordinator.StraightenEvent>
    ) -> AnyObject { self }
    func makeFilter(
      photo: Photo, send: FlowSender<PhotoEditingCoordinator.FilterEvent>
    ) -> AnyObject { self }
    func makeCaption(
      photo: Photo, filter: String,
      send: FlowSender<PhotoEditingCoordinator.CaptionEvent>
    ) -> AnyObject { self }
    func savePost(photo: Photo, caption: String) {}
  }
}
