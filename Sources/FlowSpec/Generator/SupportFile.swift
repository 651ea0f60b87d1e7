/// The module's support file: the small runtime every generated coordinator shares.
///
/// It is the runner's navigation model (docs/semantics.md) in plain Swift: no library, Foundation
/// only, UIKit and SwiftUI only under `#if canImport(...)`. Its source is the
/// `FlowSupportTemplate` target (Sources/FlowSupportTemplate), real Swift that is compiled and
/// linted on its own, held here as text (`templates`, in SupportFile+Templates.swift, which
/// RuntimeTemplateTests keeps equal to the files); only the module's enums and the access level
/// of the API are the module's own, which UI frameworks' parts it has (`GeneratedUI`), and which
/// of the template's feature regions (`Features`: tabs, presentations, ...) its flows need.
enum SupportFile {
  static func contents(
    sources: [String], enums: [EnumType], access: GeneratedAccess, ui: GeneratedUI = .both,
    features: Features = .all
  ) -> String {
    var writer = SwiftWriter()
    writer.line(SwiftLine(GeneratedFile.header(sources: sources)))
    writer.line()
    writer.line("import Foundation")
    for type in enums {
      writer.line()
      writer.documentation("A case of `\(type.name)`, declared under `types`.")
      writer.block("\(access.modifier)enum \(type.name): String, Sendable, CaseIterable {") {
        body in
        for name in type.cases { body.line("case \(SwiftName(name))") }
      }
    }
    var text = writer.text
    // In the order of their names: the order does not matter to Swift, and a file added to the
    // template is written out as soon as it is embedded.
    for (name, template) in templates.sorted(by: { $0.key < $1.key })
    where ui.includes(template: name) {
      text += "\n" + runtime(tailored(template, to: features), access: access) + "\n"
    }
    return text
  }

  /// A template file with its API at `access`: the template marks the API `public`, at the
  /// start of a declaration's line; the rest keeps the access it is written with.
  static func runtime(_ template: String, access: GeneratedAccess) -> String {
    guard access != .public else { return template }
    var out = ""
    out.reserveCapacity(template.utf8.count)
    for line in template.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }
      let rest = line.dropFirst(indent.count)
      if rest.hasPrefix("public ") {
        out += indent + access.modifier + rest.dropFirst("public ".count) + "\n"
      } else {
        out += line + "\n"
      }
    }
    out.removeLast()
    return out
  }
}
