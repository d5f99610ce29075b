// Sorting (click a header), filtering (text, topic, status; kept in the URL) and pages; no dependencies.
(function () {
  function key(cell) {
    var v = cell.getAttribute("data-sort");
    if (v === null) v = cell.textContent.trim();
    var n = parseFloat(v);
    return isNaN(n) || !/^-?[\d.]+/.test(v) ? v.toLowerCase() : n;
  }
  document.querySelectorAll("table.sortable-table").forEach(function (table) {
    table.querySelectorAll("th.sortable").forEach(function (th, col) {
      th.addEventListener("click", function () {
        var dir = th.getAttribute("data-dir") === "asc" ? "desc" : "asc";
        table.querySelectorAll("th").forEach(function (o) { o.removeAttribute("data-dir"); });
        th.setAttribute("data-dir", dir);
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = key(a.cells[col]), y = key(b.cells[col]);
          var c = (typeof x === typeof y) ? (x < y ? -1 : x > y ? 1 : 0) : (typeof x === "number" ? -1 : 1);
          return dir === "asc" ? c : -c;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
  });
  // Pages (#scenario-..., #rule-..., #ruling-...): shown alone, also when the page is opened at one.
  // A large dashboard keeps each scenario page gzipped in data-z; it is unpacked the first time it opens.
  function unpack(el) {
    var packed = el.getAttribute("data-z");
    if (!packed) return Promise.resolve();
    el.removeAttribute("data-z");
    var bin = atob(packed), bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Response(stream).text().then(function (html) { el.innerHTML = html; el.setAttribute("data-ready", "1"); });
  }
  function route() {
    var id = decodeURIComponent(location.hash.slice(1)), el = id ? document.getElementById(id) : null;
    document.querySelectorAll(".page.shown").forEach(function (p) { p.classList.remove("shown"); });
    if (el && el.hasAttribute("data-z")) { unpack(el).then(route); return; }
    if (el && el.classList.contains("page")) {
      el.classList.add("shown");
      document.body.classList.add("page-mode");
      window.scrollTo(0, 0);
    } else {
      document.body.classList.remove("page-mode");
      if (el) el.scrollIntoView();
    }
  }
  window.addEventListener("hashchange", route);
  var matrix = document.getElementById("matrix");
  if (!matrix) { route(); return; }
  var text = document.getElementById("filter-text"), topic = document.getElementById("filter-topic"),
      status = document.getElementById("filter-status"), count = document.getElementById("row-count"),
      share = document.getElementById("share");
  // Filters live in the URL's query (?q=&topic=&status=), so a view can be shared; without a status
  // the page opens on its default (the failing rows, when a run has failures).
  var params = new URLSearchParams(location.search);
  text.value = params.get("q") || "";
  topic.value = params.get("topic") || "";
  status.value = params.has("status") ? params.get("status") : (matrix.getAttribute("data-default-status") || "");
  if (status.selectedIndex < 0) status.value = "";
  function remember() {
    var p = new URLSearchParams();
    if (text.value.trim()) p.set("q", text.value.trim());
    if (topic.value) p.set("topic", topic.value);
    p.set("status", status.value);
    var url = "?" + p.toString() + location.hash;
    share.setAttribute("href", url);
    try { history.replaceState(null, "", url); } catch (e) { /* some file: URLs refuse; the link still works */ }
  }
  function apply() {
    var q = text.value.trim().toLowerCase(), t = topic.value, s = status.value, shown = 0;
    Array.prototype.forEach.call(matrix.tBodies[0].rows, function (row) {
      var ok = (!q || row.textContent.toLowerCase().indexOf(q) >= 0 ||
                row.cells[0].querySelector("a").title.toLowerCase().indexOf(q) >= 0) &&
               (!t || row.getAttribute("data-topic") === t) &&
               (!s || (s === "@failing" ? row.getAttribute("data-failing") === "1" :
                       s === "@differs" ? row.getAttribute("data-differs") === "1" :
                       (" " + row.getAttribute("data-statuses")).indexOf(" " + s + " ") >= 0));
      row.style.display = ok ? "" : "none";
      if (ok) shown++;
    });
    count.textContent = shown + " of " + matrix.tBodies[0].rows.length + " scenarios shown";
  }
  [text, topic, status].forEach(function (el) {
    el.addEventListener("input", function () { apply(); remember(); });
    el.addEventListener("change", function () { apply(); remember(); });
  });
  document.getElementById("show-all").addEventListener("click", function () {
    text.value = ""; topic.value = ""; status.value = ""; apply(); remember();
  });
  apply();
  share.setAttribute("href", "?" + (location.search.slice(1) || "status=" + encodeURIComponent(status.value)) + location.hash);
  route();
})();
