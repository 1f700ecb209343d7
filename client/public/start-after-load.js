/*
 * On a page the server rendered, the shop's scripts only make what is already on screen
 * interactive. They are fetched once the page has loaded (its styles, fonts and first images),
 * so on a slow connection they do not share the bandwidth that shows the page. The server puts
 * the script URLs on this element (server/src/http/pages/server-rendered-pages.ts).
 */
(function () {
  var loader = document.currentScript;
  var modules = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var entry = loader.getAttribute('data-entry');
  // The first modules are the shared chunks (React, the router, Apollo, the shell), each after
  // the chunks it imports; the page's own follow.
  var stages = modules.slice(0, Number(loader.getAttribute('data-shared')) || 0);
  // Inserting a module preload costs a slow phone a few milliseconds: a few per task, so
  // starting the downloads never blocks the page for long.
  var PER_TASK = 5;

  // The code of the parts that hydrate when the shopper nears them, fetched once the entry has
  // run: the part's import then finds its chunks here instead of adding them all in one task.
  var later = (loader.getAttribute('data-later') || '').split(' ').filter(Boolean);

  /** Adds module preloads for `list` from `index`, a few per task, then calls `done`. */
  function preloadFrom(list, index, done) {
    var batch = document.createDocumentFragment();
    list.slice(index, index + PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      batch.appendChild(link);
    });
    document.head.appendChild(batch);
    if (index + PER_TASK < list.length) setTimeout(preloadFrom, 0, list, index + PER_TASK, done);
    else if (done) setTimeout(done, 0);
  }

  // A module script runs its whole graph of static imports in one task: the entry alone would
  // evaluate every shared chunk at once (70-130 ms on a phone at 4x CPU). Each shared chunk is
  // run by its own script first, one per task, so the browser can paint and answer a tap in
  // between; a module runs once, so the entry then finds them all evaluated. A chunk that fails
  // to load is left to the entry, which fails as it always would.
  function evaluateFrom(index) {
    if (index >= stages.length) return runEntry();
    var script = run(stages[index]);
    script.onload = script.onerror = function () {
      setTimeout(evaluateFrom, 0, index + 1);
    };
  }

  function runEntry() {
    var script = run(entry);
    if (!later.length) return;
    script.onload = function () {
      setTimeout(preloadFrom, 0, later, 0, null);
    };
  }

  function run(src) {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.appendChild(script);
    return script;
  }

  function start() {
    if (modules.length) preloadFrom(modules, 0, evaluateFrom.bind(null, 0));
    else evaluateFrom(0);
  }

  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
