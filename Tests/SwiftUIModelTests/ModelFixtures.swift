import Observation
import SwiftUI

/// A sheet's item.
struct SheetItem: Identifiable, Hashable {
  let id: Int
}

/// The app's source of truth for the hand-written tree: every write SwiftUI makes through a
/// binding is logged, as a generated session would receive it.
@MainActor final class Store {
  var writes: [String] = []
  var dismissCount = 0
  var isSheetLocked = false
  var path: [Int] = []
  var sheet: SheetItem?
  var sheetPath: [String] = []
  var isCoverPresented = false

  var pathBinding: Binding<[Int]> {
    Binding(
      get: { @MainActor in self.path },
      set: { @MainActor in
        self.writes.append("path \($0)")
        self.path = $0
      })
  }

  var sheetBinding: Binding<SheetItem?> {
    Binding(
      get: { @MainActor in self.sheet },
      set: { @MainActor in
        self.writes.append("sheet \($0.map { "\($0.id)" } ?? "nil")")
        self.sheet = $0
      })
  }

  var sheetPathBinding: Binding<[String]> {
    Binding(
      get: { @MainActor in self.sheetPath },
      set: { @MainActor in
        self.writes.append("sheetPath \($0)")
        self.sheetPath = $0
      })
  }

  var coverBinding: Binding<Bool> {
    Binding(
      get: { @MainActor in self.isCoverPresented },
      set: { @MainActor in
        self.writes.append("cover \($0)")
        self.isCoverPresented = $0
      })
  }
}

/// A stack of numbers with a sheet (which has its own stack of strings) and a full-screen
/// cover.
struct RootView: View {
  let store: Store

  var body: some View {
    NavigationStack(path: store.pathBinding) {
      Text("Root")
        .navigationDestination(for: Int.self) { number in
          DetailView(number: number)
        }
    }
    .sheet(item: store.sheetBinding, onDismiss: { store.dismissCount += 1 }) { item in
      SheetView(store: store, item: item)
    }
    .fullScreenCover(isPresented: store.coverBinding) {
      DetailView(number: 0)
    }
  }
}

/// A pushed screen: `dismiss` pops it.
struct DetailView: View {
  let number: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text("Detail \(number)")
    Button("Close") { dismiss() }
  }
}

/// A sheet's content: its own stack, its root's `dismiss` dismisses the sheet.
struct SheetView: View {
  let store: Store
  let item: SheetItem
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack(path: store.sheetPathBinding) {
      Group {
        Text("Sheet \(item.id)")
        Button("Done") { dismiss() }
      }
      .navigationDestination(for: String.self) { name in
        PageView(name: name)
      }
    }
    .interactiveDismissDisabled(store.isSheetLocked)
    .presentationDetents([.medium, .large])
  }
}

/// A screen pushed in the sheet's stack.
struct PageView: View {
  let name: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    if name.isEmpty {
      Text("Untitled")
    } else {
      Text("Page \(name)")
    }
    Button("Back") { dismiss() }
  }
}

/// An observable navigation state, bound with `@Bindable`.
@MainActor @Observable final class ObservedNavigation {
  var path: [Int] = [1, 2]
}
