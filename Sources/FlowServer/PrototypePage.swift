/// The one page `flowc serve` serves: self-contained HTML, CSS and JavaScript (nothing loaded
/// from elsewhere), drawing the state the JSON API gives and sending the user's clicks to it.
enum PrototypePage {
  /// The page.
  static let html = head + body + "<script>\n" + script + "</script>\n</body>\n</html>\n"

  private static let head = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>flowc serve</title>
    <style>
    body { font: 14px system-ui, sans-serif; margin: 0; background: #eef0f3; color: #1d2330; }
    header { padding: 8px 16px; background: #1d2330; color: #fff; display: flex; gap: 8px;
      align-items: center; flex-wrap: wrap; }
    header h1 { font-size: 16px; margin: 0 12px 0 0; }
    header button, header label.button { background: #39435a; color: #fff; border: 0;
      border-radius: 6px; padding: 6px 10px; cursor: pointer; font: inherit; }
    header a { color: #9cc3ff; }
    main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; flex-wrap: wrap; }
    #phone { width: 340px; min-height: 600px; background: #fff; border: 10px solid #222;
      border-radius: 36px; padding: 18px 14px; box-sizing: border-box; display: flex;
      flex-direction: column; gap: 10px; }
    #phone h2 { margin: 0; font-size: 20px; }
    .where { color: #69708a; font-size: 12px; }
    .box { background: #f6f7f9; border-radius: 8px; padding: 8px; }
    .box h3, aside h3 { margin: 0 0 4px; font-size: 12px; text-transform: uppercase;
      color: #69708a; }
    .event { border: 1px solid #d6d9e0; border-radius: 8px; padding: 8px; display: flex;
      flex-direction: column; gap: 6px; }
    .event button, .system button, #start, #answer { background: #2f6fed; color: #fff;
      border: 0; border-radius: 8px; padding: 8px; font: inherit; cursor: pointer; }
    .system { display: flex; gap: 6px; flex-wrap: wrap; }
    .system button { background: #5b6478; }
    button:disabled { opacity: .4; cursor: default; }
    label.field { display: flex; flex-direction: column; font-size: 12px; gap: 2px; }
    label.field input, label.field select { font: inherit; padding: 4px; }
    .nil { font-size: 11px; color: #69708a; }
    aside { flex: 1; min-width: 300px; display: flex; flex-direction: column; gap: 12px; }
    aside section { background: #fff; border-radius: 8px; padding: 10px; }
    .stacks { display: flex; gap: 10px; align-items: flex-end; flex-wrap: wrap; }
    .stack { border: 1px dashed #9aa1b3; border-radius: 8px; padding: 6px;
      display: flex; flex-direction: column-reverse; gap: 4px; min-width: 110px; }
    .stack .label { font-size: 11px; color: #69708a; order: -1; }
    .card { background: #e3e8f4; border-radius: 6px; padding: 4px 6px; }
    .card.top { background: #2f6fed; color: #fff; }
    #error { color: #b3261e; white-space: pre-wrap; }
    #problems { color: #b3261e; background: #fff4f3; white-space: pre-wrap; margin: 0;
      padding: 8px; border-radius: 6px; }
    #notice { color: #8a5a00; }
    #trace li { margin-bottom: 4px; }
    #trace .lines { color: #69708a; font-family: ui-monospace, monospace; font-size: 12px;
      white-space: pre-wrap; }
    #steps { font-family: ui-monospace, monospace; font-size: 12px; }
    #question { border: 2px solid #e0a100; border-radius: 8px; padding: 8px; }
    .finished { font-size: 18px; font-weight: bold; color: #1b7f3b; }
    #graph svg { max-width: 100%; height: auto; }
    #graph g.node.current polygon, #graph g.node.current path,
    #graph g.node.current ellipse { fill: #2f6fed; stroke: #1d4fb8; }
    #graph g.node.current text { fill: #fff; }
    [hidden] { display: none !important; }
    </style>
    </head>

    """#

  private static let body = #"""
    <body>
    <header>
      <h1>flowc serve</h1>
      <button id="undo" type="button">Undo</button>
      <button id="reset" type="button">Restart</button>
      <a id="download" href="/api/script" download>Download script</a>
      <label class="button" for="open-file">Open script</label>
      <input id="open-file" type="file" accept=".walkthrough,text/plain" hidden>
      <span id="notice"></span>
    </header>
    <main>
      <div id="phone"></div>
      <aside>
        <pre id="problems" hidden></pre>
        <div id="error"></div>
        <section><h3>Navigation</h3><div id="navigation"></div></section>
        <section><h3>Flows</h3><div id="flows"></div></section>
        <section><h3>Graph</h3><div id="graph"></div></section>
        <section><h3>Trace</h3><button id="earlier" type="button" hidden></button>
          <ol id="trace"></ol></section>
        <section><h3>Steps</h3><div id="earlier-steps" class="where"></div><ol id="steps"></ol></section>
      </aside>
    </main>

    """#
}
