import SwiftUI
import Testing

/// `id(_:)`: a view given another value is another view.
@MainActor @Suite("SwiftUI model: identity", .serialized)
struct IdentityModelTests {
  /// A counter whose taps live in its state.
  struct Tally: View {
    @State var taps = 0

    var body: some View {
      Text("\(taps)")
      Button("Tap") { taps += 1 }
    }
  }

  /// A tally identified by `generation`, and a button that changes it.
  struct Generations: View {
    @State var generation = 0

    var body: some View {
      Tally().id(generation)
      Button("Next") { generation += 1 }
    }
  }

  /// The legacy screen of `HostingModelTests`, identified by `generation`.
  struct LegacyGenerations: View {
    let counter: HostingModelTests.Counter
    @State var generation = 0

    var body: some View {
      HostingModelTests.LegacyScreen(counter: counter).id(generation)
      Button("Next") { generation += 1 }
    }
  }

  static func texts(_ hosted: SwiftUIModel.HostedView) -> [String] {
    hosted.nodes.compactMap { node in if case .text(let text) = node { text } else { nil } }
  }

  @Test func theSameIdKeepsStateAndAnotherStartsAfresh() {
    let hosted = SwiftUIModel.host(Generations())
    #expect(hosted.tap("Tap") && hosted.tap("Tap"))
    #expect(Self.texts(hosted) == ["2"])
    hosted.update()
    #expect(Self.texts(hosted) == ["2"])
    #expect(hosted.tap("Next"))
    #expect(Self.texts(hosted) == ["0"])
  }

  @Test func anotherIdDismantlesARepresentableAndMakesItAgain() {
    let counter = HostingModelTests.Counter()
    let hosted = SwiftUIModel.host(LegacyGenerations(counter: counter))
    hosted.update()
    #expect(counter.made == 1 && counter.dismantled == 0)
    #expect(hosted.tap("Next"))
    #expect(counter.made == 2 && counter.dismantled == 1)
  }
}
