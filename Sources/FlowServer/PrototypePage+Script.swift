extension PrototypePage {
  /// The page's JavaScript: draws `GET /api/state`, sends clicks to the API, asks the environment
  /// questions a step raises, and looks at `GET /api/revision` four times a second, drawing again
  /// when the flows were reloaded. Text is always set as text, never as HTML.
  static let script = #"""
    "use strict";
    let state = null;
    let pending = null;
    let graphModule = null;

    function el(tag, attributes, ...children) {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attributes || {})) {
        if (value === false || value === null || value === undefined) continue;
        if (key === "text") node.textContent = value;
        else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
        else node.setAttribute(key, value === true ? "" : value);
      }
      for (const child of children) if (child) node.append(child);
      return node;
    }

    async function call(path, body) {
      const options = body === undefined ? {} : {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body)
      };
      const response = await fetch(path, options);
      const reply = await response.json();
      if (response.ok) {
        pending = null;
        show(reply, "");
      } else if (reply.question) {
        pending = { path, body, question: reply.question };
        refresh();
      } else {
        pending = null;
        document.getElementById("error").textContent = reply.error;
      }
      return reply;
    }

    async function refresh() {
      const response = await fetch("/api/state");
      show(await response.json(), document.getElementById("error").textContent);
    }

    function fieldInput(field, prefix) {
      const id = prefix + field.name;
      let input;
      if (field.sensitive) {
        input = el("input", { id, type: "password", autocomplete: "off", "data-field": field.name });
      } else if (field.bool && !field.optional) {
        input = el("input", { id, type: "checkbox", "data-field": field.name, "data-bool": true });
      } else if (field.choices.length > 0) {
        input = el("select", { id, "data-field": field.name });
        for (const choice of field.choices.concat(field.optional ? ["nil"] : []))
          input.append(el("option", { value: choice, text: choice }));
      } else {
        input = el("input", { id, type: "text", "data-field": field.name,
          placeholder: field.type, value: field.given });
      }
      const label = el("label", { class: "field", for: id, text: field.name + " (" + field.type + ")" }, input);
      if (field.optional && field.choices.length === 0)
        label.append(el("span", { class: "nil" },
          el("input", { type: "checkbox", "data-nil": field.name }), " nil"));
      return label;
    }

    function values(container) {
      const result = {};
      for (const input of container.querySelectorAll("[data-field]")) {
        const name = input.dataset.field;
        result[name] = input.dataset.bool !== undefined ? String(input.checked) : input.value;
      }
      for (const nil of container.querySelectorAll("[data-nil]"))
        if (nil.checked) result[nil.dataset.nil] = "nil";
      return result;
    }

    function drawQuestion(phone) {
      if (!pending) return;
      const question = pending.question;
      const field = { name: question.environment, type: question.type, choices: question.choices,
        optional: false, bool: false, sensitive: question.sensitive };
      const box = el("div", { id: "question" },
        el("div", { text: "The flow needs the environment value " + question.environment + ":" }),
        fieldInput(field, "question-"),
        el("button", { id: "answer", type: "button", text: "Answer", onclick: () => {
          const answer = values(box)[question.environment];
          const body = typeof pending.body === "object" && pending.body !== null ? pending.body : {};
          body.environment = Object.assign({}, body.environment, { [question.environment]: answer });
          call(pending.path, body);
        } }));
      phone.append(box);
    }

    function drawStart(phone) {
      const chosen = state.start.flow !== "";
      phone.append(el("h2", { text: chosen ? "Start " + state.start.flow : "Choose a flow" }));
      if (state.startProblem) phone.append(el("div", { id: "start-problem", text: state.startProblem }));
      const form = el("div", { class: "event" });
      const flows = el("select", { id: "start-flow" });
      if (!chosen) flows.append(el("option", { value: "", text: "choose a flow", selected: true, disabled: true }));
      const others = state.start.flows.filter(name => !state.start.roots.includes(name));
      for (const name of state.start.roots.concat(others))
        flows.append(el("option", { value: name, selected: name === state.start.flow,
          text: state.start.roots.includes(name) ? name : name + " (child flow)" }));
      form.append(el("label", { class: "field", text: "flow" }, flows));
      for (const field of state.start.inputs) form.append(fieldInput(field, "input-"));
      form.append(el("button", { id: "start", type: "button", text: "Start", onclick: () => {
        const flow = flows.value;
        if (flow === "") return;
        call("/api/reset", flow === state.start.flow ? { flow, inputs: values(form) } : { flow });
      } }));
      phone.append(form);
    }

    function drawScreen(phone) {
      const screen = state.screen;
      phone.append(el("h2", { id: "title", text: screen.title || screen.name }));
      phone.append(el("div", { class: "where", id: "where",
        text: screen.flow + " · " + screen.name + (screen.view ? " (" + screen.view + ")" : "") }));
      if (screen.inputs.length > 0) {
        const box = el("div", { class: "box" }, el("h3", { text: "Inputs" }));
        for (const input of screen.inputs)
          box.append(el("div", { text: input.name + " = " + (input.value === null ? "?" : input.value) }));
        phone.append(box);
      }
      const active = state.flows[state.flows.length - 1];
      if (active && active.context.length > 0) {
        const box = el("div", { class: "box" }, el("h3", { text: "Context" }));
        for (const field of active.context)
          box.append(el("div", { text: field.name + " = " + (field.value === null ? "<unset>" : field.value) }));
        phone.append(box);
      }
      for (const event of state.events) {
        const form = el("div", { class: "event", "data-event": event.name });
        for (const field of event.fields) form.append(fieldInput(field, "event-" + event.name + "-"));
        form.append(el("button", { type: "button", "data-send": event.name, text: event.name,
          onclick: () => call("/api/event", { event: event.name, fields: values(form) }) }));
        phone.append(form);
      }
      const system = el("div", { class: "system" },
        el("button", { id: "back", type: "button", text: "‹ Back", disabled: !state.canBack,
          onclick: () => call("/api/back", {}) }),
        el("button", { id: "dismiss", type: "button", text: "Swipe down", disabled: !state.canDismiss,
          onclick: () => call("/api/dismiss", {}) }));
      for (const tab of state.tabs)
        system.append(el("button", { type: "button", "data-tab": tab, text: "Tab " + tab,
          disabled: !state.enabledTabs.includes(tab),
          onclick: () => call("/api/tab", { tab }) }));
      phone.append(system);
    }

    function drawFinished(phone) {
      const payload = state.finished.payload.map(p => p.name + ": " + p.value).join(", ");
      phone.append(el("div", { class: "finished", id: "finished",
        text: "Finished: " + state.finished.result + (payload ? "(" + payload + ")" : "") }));
      phone.append(el("div", { class: "where", text: "Undo or Restart to go on." }));
    }

    function drawStacks(stacks, container) {
      const row = el("div", { class: "stacks" });
      stacks.forEach((stack, index) => {
        const column = el("div", { class: "stack", "data-stack": index });
        stack.screens.forEach((entry, position) => {
          const top = index === stacks.length - 1 && position === stack.screens.length - 1;
          column.append(el("div", { class: top ? "card top" : "card", "data-screen": entry.screen,
            text: entry.screen + " [" + entry.flow + "]" }));
        });
        column.append(el("div", { class: "label", text: index === 0 ? "root stack"
          : "presented by " + stack.presentedBy + " (" + stack.presentation + ")" }));
        row.append(column);
      });
      container.append(row);
    }

    function drawNavigation() {
      const navigation = document.getElementById("navigation");
      navigation.replaceChildren();
      if (!state.navigation) return;
      if (state.navigation.tabs) {
        for (const tab of state.navigation.tabs) {
          navigation.append(el("div", { text: "tab " + tab.name + (tab.selected ? " (selected)" : "") }));
          if (tab.stacks) drawStacks(tab.stacks, navigation);
          else navigation.append(el("div", { class: "where", text: "(not started)" }));
        }
      } else {
        drawStacks(state.navigation.stacks, navigation);
      }
    }

    // The graph loads on its own: the page works while it is drawn, and without it.
    async function loadGraph() {
      const graph = document.getElementById("graph");
      const module = graphModule;
      graph.replaceChildren(el("div", { class: "where", id: "graph-message", text: "Drawing the graph…" }));
      let response, text;
      try {
        response = await fetch("/api/graph");
        text = await response.text();
      } catch (error) {
        response = null;
      }
      if (module !== graphModule) return;
      if (!response || !response.ok) {
        let message = "the graph could not be loaded";
        try { message = JSON.parse(text).error || message; } catch (error) {}
        graph.replaceChildren(el("div", { class: "where", id: "graph-message", text: message }));
        return;
      }
      const svg = new DOMParser().parseFromString(text, "image/svg+xml");
      for (const node of svg.querySelectorAll("script, foreignObject")) node.remove();
      for (const node of svg.querySelectorAll("*"))
        for (const attribute of [...node.attributes])
          if (attribute.name.startsWith("on")) node.removeAttribute(attribute.name);
      graph.replaceChildren(document.importNode(svg.documentElement, true));
      highlight();
    }

    function highlight() {
      const current = state && state.screen ? state.screen.flow + "__" + state.screen.name : null;
      for (const node of document.querySelectorAll("#graph g.node")) {
        const title = node.querySelector("title");
        node.classList.toggle("current", !!title && title.textContent === current);
      }
    }

    // The trace entries shown: number `from` on, of trace `run`; the state's last ones, and
    // once Show earlier was clicked (`expanded`), the older ones loaded too, kept while the
    // state's entries follow on from them (1,000 at most, as the server keeps). `first` is the
    // oldest entry the server keeps.
    let shown = { run: null, from: 0, entries: [], first: 0, expanded: false };

    function drawTrace() {
      const follows = shown.from + shown.entries.length >= state.traceFrom;
      if (shown.expanded && shown.run === state.traceRun && follows) {
        shown.entries = shown.entries.slice(0, state.traceFrom - shown.from).concat(state.trace);
        if (shown.entries.length > 1000) {
          shown.from += shown.entries.length - 1000;
          shown.entries = shown.entries.slice(shown.entries.length - 1000);
        }
      } else {
        shown = { run: state.traceRun, from: state.traceFrom, entries: state.trace.slice(),
          first: shown.run === state.traceRun ? shown.first : 0, expanded: false };
      }
      const trace = document.getElementById("trace");
      trace.start = shown.from + 1;
      trace.replaceChildren(...shown.entries.map(entry => el("li", {},
        el("div", { text: entry.input }), el("div", { class: "lines", text: entry.lines.join("\n") }))));
      const button = document.getElementById("earlier");
      button.hidden = shown.from <= shown.first;
      button.textContent = "Show earlier (" + (shown.from - shown.first) + ")";
    }

    async function loadEarlier() {
      const first = shown.from;
      const from = Math.max(first - 50, 0);
      try {
        const response = await fetch("/api/trace?from=" + from + "&limit=" + (first - from));
        const page = await response.json();
        if (!response.ok || page.run !== shown.run) return;
        const older = page.entries.slice(0, Math.max(first - page.from, 0));
        if (older.length > 0) {
          shown.entries = older.concat(shown.entries);
          shown.from = page.from;
        }
        shown.first = page.first;
        shown.expanded = true;
        drawTrace();
      } catch (error) {
        document.getElementById("error").textContent = "the earlier trace could not be loaded";
      }
    }

    function show(next, error) {
      state = next;
      const phone = document.getElementById("phone");
      phone.replaceChildren();
      if (state.finished) drawFinished(phone);
      else if (state.screen) drawScreen(phone);
      else drawStart(phone);
      drawQuestion(phone);
      drawNavigation();
      document.getElementById("error").textContent = error;
      document.getElementById("notice").textContent = state.notice || "";
      const problems = document.getElementById("problems");
      problems.hidden = !state.problems;
      problems.textContent = state.problems || "";
      const flows = document.getElementById("flows");
      flows.replaceChildren(...state.flows.map(flow => el("div", {},
        el("strong", { text: flow.flow }), " on " + flow.node + ": ",
        flow.inputs.concat(flow.context).map(f => f.name + " = " + (f.value === null ? "<unset>" : f.value)).join(", "))));
      drawTrace();
      const steps = document.getElementById("steps");
      steps.start = state.stepCount - state.steps.length + 1;
      steps.replaceChildren(...state.steps.map(step => el("li", { text: step })));
      const earlierSteps = state.stepCount - state.steps.length;
      document.getElementById("earlier-steps").textContent = earlierSteps > 0
        ? earlierSteps + " earlier steps: Download script has them all" : "";
      document.getElementById("undo").disabled = !state.canUndo;
      document.getElementById("reset").disabled = state.start.flow === "";
      if (state.module !== graphModule) {
        graphModule = state.module;
        loadGraph();
      } else {
        highlight();
      }
    }

    document.getElementById("earlier").addEventListener("click", loadEarlier);
    document.getElementById("undo").addEventListener("click", () => call("/api/undo", {}));
    document.getElementById("reset").addEventListener("click", () => call("/api/reset", {}));
    document.getElementById("open-file").addEventListener("change", async event => {
      const file = event.target.files[0];
      if (file) await call("/api/script", await file.text());
      event.target.value = "";
    });

    setInterval(async () => {
      try {
        const response = await fetch("/api/revision");
        const { revision } = await response.json();
        if (state && revision !== state.revision) refresh();
      } catch (error) {
        document.getElementById("notice").textContent = "the server does not answer";
      }
    }, 250);
    refresh();

    """#
}
