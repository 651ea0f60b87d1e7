import Testing

@testable import FlowLanguageServer

/// `file:` URIs and paths.
@Suite struct DocumentURITests {
  @Test func pathsAndURIsRoundTrip() {
    for path in ["/a/b.flow.yaml", "/with space/é%#?.flow.yaml", "/"] {
      #expect(DocumentURI.path(of: DocumentURI.uri(ofPath: path)) == path)
    }
    #expect(DocumentURI.uri(ofPath: "/a b/é") == "file:///a%20b/%C3%A9")
  }

  @Test func otherForms() {
    #expect(DocumentURI.path(of: "file:/a/b") == "/a/b")
    #expect(DocumentURI.path(of: "file://localhost/a") == "/a")
    #expect(DocumentURI.path(of: "file:///A%3a/x") == "/A:/x")
    #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
    #expect(DocumentURI.path(of: "file://server/share/x") == nil)
    #expect(DocumentURI.path(of: "file:///a%2") == nil)
    #expect(DocumentURI.path(of: "file:///a%00") == nil)
  }

  /// Every spelling of one file is one path: `//`, `/./`, `..` and an escaped unreserved
  /// character (`%50` is `P`, `%7E` is `~`).
  @Test func spellingsOfOneFileGiveOnePath() {
    let path = "/work/Photos/Feed.flow.yaml"
    for uri in [
      "file:///work/Photos/Feed.flow.yaml", "file:///work//Photos/Feed.flow.yaml",
      "file:///work/./Photos/Feed.flow.yaml", "file:///work/%50hotos/Feed.flow.yaml",
      "file:///work/x/../Photos/Feed.flow.yaml", "file:///./work/Photos//./Feed.flow.yaml",
      "file:///work/%50hotos/%46eed.flow.yaml",
    ] {
      #expect(DocumentURI.path(of: uri) == path, "\(uri)")
    }
    #expect(DocumentURI.path(of: "file:///a/%7Eb") == "/a/~b")
    #expect(DocumentURI.path(of: "file:///../a") == "/a")
    #expect(DocumentURI.path(of: "file:///work/") == "/work/")
  }
}
