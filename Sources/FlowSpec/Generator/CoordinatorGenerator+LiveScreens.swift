/// Live screens: a shown screen whose inputs read a context field a transition sets is told its
/// new inputs at the end of that transition's step (docs/semantics.md, "Live screens").
///
/// The coordinator tells its session which screens' inputs a transition changed
/// (`session.inputsChanged`); at the end of the step the session calls the coordinator's
/// `updateScreen(named:_:)` for each of them that was shown before the step and still is, which
/// evaluates the inputs again, hands them to the app's `Screens.updateNAME` and records them.
extension CoordinatorGenerator {
  /// `func updateNAME(_ screen: AnyObject, inputs...)` for each live screen, in the `Screens`
  /// protocol.
  func updateRequirements(_ w: inout SwiftWriter) {
    for (position, screen) in flow.screens.enumerated() where live.isLive(position) {
      w.documentation {
        $0.append(parts: "Gives `", screen.name, "`, shown as `screen`, its new inputs.")
      }
      w.line { text in self.updateSignature(screen, screen: "_ screen", to: &text) }
    }
  }

  /// An extension of the `Screens` protocol with an empty default for each update call: an app
  /// implements only the ones its screens need.
  func updateDefaults(_ w: inout SwiftWriter) {
    guard flow.screens.indices.contains(where: live.isLive) else { return }
    w.line()
    w.block("extension \(className).Screens {") { body in
      for (position, screen) in flow.screens.enumerated() where live.isLive(position) {
        body.documentation {
          $0.append(parts: "Does nothing: `", screen.name, "` keeps the inputs it was built with.")
        }
        body.line { text in
          // No name for the screen: an input may be called `screen`. A default is declared at
          // the API's level, or another module's conformance could not use it.
          text.append(api)
          self.updateSignature(screen, screen: "_", to: &text)
          text.append(" {}")
        }
      }
    }
  }

  /// `func updateNAME(_ screen: AnyObject, name: Type, ...)`, with `parameter` (`_ screen`
  /// or `_`, or the SwiftUI part's `_ screen0`) for the screen.
  func updateSignature(
    _ screen: Screen, screen parameter: String, to text: inout UTF8Buffer
  ) {
    text.append(parts: "func update", UpperCased(screen.name), "(", parameter, ": AnyObject")
    for input in screen.inputs {
      text.append(parts: ", ", SwiftName(input.name), ": ", input.value.type)
    }
    text.append(UInt8(ascii: ")"))
  }

  /// The coordinator's `updateScreen(named:_:)`: evaluates a live screen's inputs, hands them to
  /// the app and records them as `flowc run` prints its `update` line.
  func updateScreen(_ w: inout SwiftWriter) {
    guard flow.screens.indices.contains(where: live.isLive) else { return }
    w.line()
    w.documentation(
      "Gives screen `name` (`screen`) its new inputs: the ending step set a field they read.")
    w.block("func updateScreen(named name: String, _ screen: AnyObject) {") { body in
      body.line("guard let session else { return }")
      body.switchBlock("switch name {") { cases in
        for (position, screen) in flow.screens.enumerated() where live.isLive(position) {
          cases.line(parts: "case ", QuotedText(screen.name), ":")
          cases.indented { body in self.update(screen, position: position, &body) }
        }
        cases.line("default:")
        cases.indented { body in body.line("break") }
      }
    }
  }

  /// One live screen's update: its inputs in locals, the app's call, the record.
  private func update(_ screen: Screen, position: Int, _ w: inout SwiftWriter) {
    for (index, input) in screen.inputs.enumerated() {
      w.line(
        parts: "let input", index, ": ", input.value.type, " = ", emitter.emit(input.value))
    }
    w.line { text in
      text.append(parts: "screens.update", UpperCased(screen.name), "(screen")
      for (index, input) in screen.inputs.enumerated() {
        text.append(parts: ", ", SwiftLabel(input.name), ": input", index)
      }
      text.append(UInt8(ascii: ")"))
    }
    Self.record(&w) { text in
      text.append(parts: ".update(flow: ", QuotedText(flow.name), ", screen: ")
      text.append(parts: QuotedText(screen.name), ", inputs: ")
      fieldList(
        &text, count: screen.inputs.count, label: { screen.inputs[$0].name },
        type: { screen.inputs[$0].value.type },
        isSensitive: { live.isSensitive(input: $0, ofScreen: position) }, value: { "input\($0)" })
      text.append(UInt8(ascii: ")"))
    }
  }

  /// `static let readersOfNAME: [String]` for each context field live screens read: the names
  /// of those screens, written once a field however many transitions set it. Followed by an
  /// empty line when there are any.
  func readerTables(_ w: inout SwiftWriter) {
    let read = flow.context.filter { !live.readers(of: $0.name).isEmpty }
    for field in read {
      let positions = live.readers(of: field.name)
      w.documentation { $0.append(parts: "The screens whose inputs read `", field.name, "`.") }
      let declaration = { (text: inout UTF8Buffer) in
        text.append(
          parts: access, "static let ", UpperCased(field.name, after: Self.readersPrefix),
          ": [String] = [")
      }
      guard positions.count > 1 else {
        w.line { text in
          declaration(&text)
          text.append(parts: QuotedText(flow.screens[positions[0]].name), "]")
        }
        continue
      }
      w.line { text in declaration(&text) }
      w.indented { list in
        for position in positions {
          list.line(parts: QuotedText(flow.screens[position].name), ",")
        }
      }
      w.line("]")
    }
    if !read.isEmpty { w.line() }
  }

  /// The prefix of the reader tables' names: `readersOfTitle`.
  static let readersPrefix = "readersOf"

  /// After a transition's assignments: tells the session which of the flow's screens read a
  /// field it set, a table a field (nothing for a field no screen reads).
  func inputsChanged(by transition: Transition, _ w: inout SwiftWriter) {
    for assignment in transition.assignments where !live.readers(of: assignment.name).isEmpty {
      w.line(
        parts: "session.inputsChanged(Self.",
        UpperCased(assignment.name, after: Self.readersPrefix), ", of: self)")
    }
  }
}
