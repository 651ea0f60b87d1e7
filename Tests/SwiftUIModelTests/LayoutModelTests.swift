import SwiftUI
import Testing

/// `VStack` and `ForEach` in the model: their children in order, each `ForEach` element's view
/// placed by the element's identity.
@MainActor
@Suite("Layout views in the model")
struct LayoutModelTests {
  struct Item: Identifiable {
    var id: Int
    var name: String
  }

  struct List: View {
    let items: [Item]
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("title")
        ForEach(items) { item in Text(item.name) }
        ForEach(["x", "y"], id: \.self) { Text($0) }
      }
    }
  }

  @Test func childrenAreShownInOrder() {
    SwiftUIModel.reset()
    let hosted = SwiftUIModel.host(List(items: [Item(id: 2, name: "b"), Item(id: 1, name: "a")]))
    #expect(hosted.frontScreen.texts == ["title", "b", "a", "x", "y"])
  }
}
