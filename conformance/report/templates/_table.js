// Sorting (click a header) and filtering (text, topic, status) of the tables; no dependencies.
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
  var matrix = document.getElementById("matrix");
  if (!matrix) return;
  var text = document.getElementById("filter-text"), topic = document.getElementById("filter-topic"),
      status = document.getElementById("filter-status"), count = document.getElementById("row-count");
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
  [text, topic, status].forEach(function (el) { el.addEventListener("input", apply); el.addEventListener("change", apply); });
  apply();
})();
