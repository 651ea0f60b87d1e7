import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML document read with Foundation's parser: elements, attributes and text.
public final class XMLTree: NSObject, XMLParserDelegate {
  /// One element.
  public final class Element {
    /// The element's name.
    public let name: String
    /// Its attributes, entities resolved.
    public let attributes: [String: String]
    /// Its child elements, in order.
    public var children: [Element] = []
    /// Its text, entities resolved.
    public var text = ""

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }
  }

  private var stack: [Element] = []
  private var root: Element?

  /// The root element of `text`; throws when it is not well-formed XML.
  public static func parse(_ text: String) throws -> Element {
    let tree = XMLTree()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = tree
    guard parser.parse(), let root = tree.root else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
    return root
  }

  /// Opens an element.
  public func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    let element = Element(name: name, attributes: attributes)
    stack.last?.children.append(element)
    if root == nil { root = element }
    stack.append(element)
  }

  /// Closes an element.
  public func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    stack.removeLast()
  }

  /// Adds text to the open element.
  public func parser(_ parser: XMLParser, foundCharacters string: String) {
    stack.last?.text += string
  }
}
