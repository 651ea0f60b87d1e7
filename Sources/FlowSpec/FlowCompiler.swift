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
    var filesWithErrors = Set<String>()
    for file in files {
      let errorsBefore = diagnostics.errorCount
      defer { if diagnostics.errorCount > errorsBefore { filesWithErrors.insert(file.path) } }
      guard let root = YAMLLoader.load(file, limits: limits, diagnostics: &diagnostics),
        let declaration = FlowDecoder.decode(root, file: file.path, diagnostics: &diagnostics)
      else { continue }
      declarations.append(declaration)
    }
    // Warnings are left out for files with errors: they would mostly echo those errors.
    var validator = ModuleValidator(filesWithErrors: filesWithErrors)
    let module = validator.validate(declarations)
    diagnostics.append(contentsOf: validator.diagnostics)
    return Result(module: diagnostics.hasErrors ? nil : module, diagnostics: diagnostics)
  }
}
