// What the tab bar sample in docs/adopting-generated-code.md leaves to the app: its photo types,
// the object that implements the tabs' flows (Feed, Profile and the PhotoEditing chain), and its
// stores. Compiled with the sample and the generated code of Examples/TabbedPhotos by
// DocSampleTests.

import UIKit

/// An album, as the app's photo library has it.
struct Album: CustomStringConvertible {
  var name: String
  var description: String { name }
}

/// A photo.
struct Photo: CustomStringConvertible {
  var name: String
  var description: String { name }
}

/// The signed-in account.
@MainActor
final class AccountStore {
  static let shared = AccountStore()
  var userName = "ana"
  func signOut() {}
}

/// The app's own tab bar delegate.
@MainActor
final class TabBarStyler: NSObject, UITabBarControllerDelegate {
  static let shared = TabBarStyler()
}

/// Builds the screens of the tabs' flows and answers their facts and actions.
@MainActor
final class PhotoDependencies: FeedCoordinator.Dependencies, ProfileCoordinator.Dependencies,
  PhotoEditingCoordinator.Dependencies
{
  var cameraRoll: Album { Album(name: "Camera Roll") }
  var canPost: Bool { true }
  func reloadFeed() {}
  func signOut() { AccountStore.shared.signOut() }
  func savePost(photo: Photo, caption: String) {}

  func makeFeed(send: FlowSender<FeedCoordinator.FeedEvent>) -> AnyObject { UIViewController() }
  func makePhotoDetail(photo: Photo, send: FlowSender<FeedCoordinator.PhotoDetailEvent>)
    -> AnyObject
  { UIViewController() }
  func makeProfile(userName: String, send: FlowSender<ProfileCoordinator.ProfileEvent>)
    -> AnyObject
  { UIViewController() }
  func makeSettings(send: FlowSender<ProfileCoordinator.SettingsEvent>) -> AnyObject {
    UIViewController()
  }
  func makeSelect(album: Album, send: FlowSender<PhotoEditingCoordinator.SelectEvent>)
    -> AnyObject
  { UIViewController() }
  func makeStraighten(photo: Photo, send: FlowSender<PhotoEditingCoordinator.StraightenEvent>)
    -> AnyObject
  { UIViewController() }
  func makeFilter(photo: Photo, send: FlowSender<PhotoEditingCoordinator.FilterEvent>)
    -> AnyObject
  { UIViewController() }
  func makeCaption(
    photo: Photo, filter: String, send: FlowSender<PhotoEditingCoordinator.CaptionEvent>
  ) -> AnyObject { UIViewController() }
}
