/// The pipeline, like a compiler's: in-memory files in, a validated module and diagnostics out.
///
/// 1. `YAMLLoader`: bytes -> located `YAMLNode`s (libyaml, with limits).
/// 2. `FlowDecoder`: nodes -> `FlowDeclaration` (the syntax model; expressions parsed).
/// 3. `ModuleValidator`: declarations -> `ValidatedModule` (names, types, analyses).
///
/// Every stage collects diagnostics and goes as far as it can; nothing here touches the disk.
public enum FlowCompiler {
  /// The outcome of validating a module.
  public struct Result: Sendable {
    /// The module, when no error was found (warnings allowed).
    public var module: ValidatedModule?
    /// Everything found, in emission order.
    public var diagnostics: Diagnostics
  }

  /// Loads, decodes and validates `files` as one module.
  public static func validate(_ files: [SourceFile], limits: YAMLLimits = .default) -> Result {
    var diagnostics = Diagnostics()
    var declarations: [FlowDeclaration] = []
    for file in files {
      guard let root = YAMLLoader.load(file, limits: limits, diagnostics: &diagnostics),
        let declaration = FlowDecoder.decode(root, file: file.path, diagnostics: &diagnostics)
      else { continue }
      declarations.append(declaration)
    }
    var validator = ModuleValidator()
    let module = validator.validate(declarations)
    diagnostics.append(contentsOf: validator.diagnostics)
    return Result(module: diagnostics.hasErrors ? nil : module, diagnostics: diagnostics)
  }
}
