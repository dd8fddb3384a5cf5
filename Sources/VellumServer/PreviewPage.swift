import Hummingbird

/// The live preview page at `/`: every component with a form made from its parameter definitions
/// (`/components`), re-rendered as the values change. Colours get colour pickers, numbers sliders
/// over their declared ranges, enums selects, instants a date-time field — or "now", which ticks
/// every second, the clock's schedule. A press on a picture goes to `/press/…`, where the server
/// hit-tests the component's retained scene: Flo's plus and minus buttons change its counter.
/// The page is one self-contained document: it loads nothing but the server's own URLs.
enum PreviewPage {
    static func response() -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }

    static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>Vellum components</title>
    <style>
      body { font: 14px system-ui, sans-serif; margin: 0; background: #f3f3f5; color: #222; }
      header { padding: 16px 24px; background: #222; color: #fff; }
      header h1 { margin: 0; font-size: 20px; }
      main { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; }
      .card { background: #fff; border-radius: 8px; padding: 12px; box-shadow: 0 1px 3px #0002; width: 360px; }
      .card h2 { margin: 0 0 4px; font-size: 16px; }
      .card p { margin: 0 0 8px; color: #666; }
      .picture { display: flex; justify-content: center; align-items: center; min-height: 120px;
                 background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
      .picture img { max-width: 336px; max-height: 400px; cursor: pointer; }
      label { display: grid; grid-template-columns: 110px 1fr 56px; align-items: center; gap: 6px; margin: 4px 0; }
      label span.value { font-variant-numeric: tabular-nums; color: #666; overflow: hidden; }
      .url { display: flex; gap: 6px; margin-top: 8px; }
      .url input { flex: 1; font: 12px monospace; }
      .error { color: #b00020; white-space: pre-wrap; }
    </style>
    </head>
    <body>
    <header><h1>Vellum components</h1><div>Change a parameter to render again; click a picture to press it.</div></header>
    <main id="components">Loading…</main>
    <script>
    "use strict";
    // One list of the browser's IANA time zones, shared by every time-zone field.
    function timeZoneList() {
      let list = document.getElementById("time-zones");
      if (!list) {
        list = document.createElement("datalist");
        list.id = "time-zones";
        const zones = Intl.supportedValuesOf ? Intl.supportedValuesOf("timeZone") : [];
        for (const z of ["UTC", ...zones]) { const o = document.createElement("option"); o.value = z; list.appendChild(o); }
        document.body.appendChild(list);
      }
      return list;
    }

    // The value a form field sends, or undefined when it is left at the component's default.
    function field(component, p, onChange) {
      const id = component.name + "-" + p.name;
      let input;
      switch (p.type) {
        case "color":
          input = document.createElement("input");
          input.type = "color";
          input.value = p.default.slice(0, 7);
          break;
        case "number": case "integer": case "angle":
          input = document.createElement("input");
          input.type = "range";
          input.min = p.minimum; input.max = p.maximum;
          input.step = p.type === "integer" ? 1 : "any";
          input.value = p.default;
          break;
        case "enum":
          input = document.createElement("select");
          for (const c of p.cases) { const o = document.createElement("option"); o.textContent = c; input.appendChild(o); }
          input.value = p.default;
          break;
        case "boolean":
          input = document.createElement("input");
          input.type = "checkbox";
          input.checked = p.default === "true";
          break;
        case "instant":
          input = document.createElement("input");
          input.type = "datetime-local";
          input.step = 1;
          break;
        case "timezone":
          // Free text with the browser's zones to pick from: the server knows more than any list.
          input = document.createElement("input");
          input.setAttribute("list", timeZoneList().id);
          input.value = p.default;
          break;
        default:
          input = document.createElement("input");
          input.value = p.default;
      }
      input.id = id;
      input.title = p.summary + " (" + p.allowed + ")";
      input.dataset.touched = "";
      const shown = document.createElement("span");
      shown.className = "value";
      const show = () => { shown.textContent = p.type === "instant" ? (input.value ? "" : "now") :
                           input.type === "checkbox" ? "" : input.value; };
      show();
      input.addEventListener("input", () => { input.dataset.touched = "yes"; show(); onChange(); });
      input.addEventListener("change", () => { input.dataset.touched = "yes"; show(); onChange(); });
      const label = document.createElement("label");
      label.append(p.name, input, shown);
      return {
        label, input, parameter: p,
        // The query value, or undefined to leave the default (instants left empty mean now).
        value() {
          if (!input.dataset.touched) return undefined;
          if (input.type === "checkbox") return String(input.checked);
          if (p.type === "instant") return input.value ? new Date(input.value).toISOString().replace(".000", "") : undefined;
          return input.value;
        },
        set(text) {
          if (input.type === "checkbox") input.checked = text === "true"; else input.value = text;
          input.dataset.touched = "yes"; show();
        },
      };
    }

    function card(component) {
      const el = document.createElement("section");
      el.className = "card";
      el.id = "card-" + component.name;
      el.innerHTML = "<h2></h2><p></p><div class='picture'><img alt=''></div><div class='fields'></div>" +
        "<div class='url'><input readonly><button type='button'>Copy &lt;img&gt;</button></div><div class='error'></div>";
      el.querySelector("h2").textContent = component.name;
      el.querySelector("p").textContent = component.summary;
      const img = el.querySelector("img");
      img.id = "img-" + component.name;
      const urlField = el.querySelector(".url input");
      urlField.id = "url-" + component.name;
      const error = el.querySelector(".error");
      const width = component.default_size.width, height = component.default_size.height;
      const size = { label: document.createElement("label"), input: document.createElement("input") };
      size.input.id = component.name + "-size";
      size.input.value = width + "x" + height;
      size.label.append("size", size.input, document.createElement("span"));
      const fields = component.parameters.map(p => field(component, p, render));
      const instants = fields.filter(f => f.parameter.type === "instant");

      function query(extra) {
        const q = new URLSearchParams();
        for (const f of fields) {
          let v = f.value();
          // An instant left at now is sent as the present second: the URL changes as time goes,
          // and each URL names one picture for ever.
          if (v === undefined && f.parameter.type === "instant") v = new Date().toISOString().replace(/\.\d+Z$/, "Z");
          if (v !== undefined) q.set(f.parameter.name, v);
        }
        if (size.input.value !== width + "x" + height) q.set("size", size.input.value);
        for (const [k, v] of Object.entries(extra || {})) q.set(k, v);
        return q.toString();
      }
      function canvasSize() {
        const m = /^(\d+)x(\d+)$/.exec(size.input.value);
        return m ? { w: +m[1], h: +m[2] } : { w: width, h: height };
      }
      function render() {
        const q = query();
        const url = "/render/" + component.name + ".svg" + (q ? "?" + q : "");
        urlField.value = location.origin + url;
        fetch(url).then(async r => {
          if (r.ok) { error.textContent = ""; img.src = url; }
          else { error.textContent = (await r.json()).message; }
        });
      }
      img.addEventListener("click", async event => {
        const c = canvasSize();
        const x = event.offsetX * c.w / img.clientWidth, y = event.offsetY * c.h / img.clientHeight;
        const q = query({ x: x.toFixed(2), y: y.toFixed(2) });
        const r = await fetch("/press/" + component.name + ".svg?" + q);
        const answer = await r.json();
        if (!r.ok) { error.textContent = answer.message; return; }
        if (!answer.changed) return;
        for (const f of fields) {
          const v = answer.arguments[f.parameter.name];
          if (v !== undefined && f.parameter.type !== "instant") f.set(v);
        }
        render();
      });
      el.querySelector(".url button").addEventListener("click", () => {
        const tag = '<img src="' + urlField.value + '" alt="' + component.name + '">';
        if (navigator.clipboard) navigator.clipboard.writeText(tag);
        urlField.value = tag;
        urlField.select();
      });
      size.input.addEventListener("change", render);
      const box = el.querySelector(".fields");
      box.append(size.label, ...fields.map(f => f.label));
      // A component showing the present moment ticks on its schedule: once a second.
      if (instants.length) setInterval(() => {
        if (instants.every(f => f.value() === undefined)) render();
      }, 1000);
      render();
      return el;
    }

    fetch("/components").then(r => r.json()).then(listing => {
      const main = document.getElementById("components");
      main.textContent = "";
      for (const plugin of listing.plugins) for (const component of plugin.components) main.appendChild(card(component));
      document.body.dataset.ready = "yes";
    });
    </script>
    </body>
    </html>
    """#
}
