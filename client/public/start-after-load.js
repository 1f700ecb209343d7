/*
 * On a page the server rendered, the shop's scripts only make what is already on screen
 * interactive. They are fetched once the page has loaded (its styles, fonts and first images),
 * so on a slow connection they do not share the bandwidth that shows the page. The server puts
 * the script URLs on this element (server/src/http/server-rendered-pages.ts).
 */
(function () {
  var loader = document.currentScript;
  var modules = (loader.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var entry = loader.getAttribute('data-entry');
  // Inserting a module preload costs a slow phone a few milliseconds: a few per task, so
  // starting the downloads never blocks the page for long.
  var PER_TASK = 5;

  function preloadFrom(index) {
    var batch = document.createDocumentFragment();
    modules.slice(index, index + PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      batch.appendChild(link);
    });
    document.head.appendChild(batch);
    if (index + PER_TASK < modules.length) setTimeout(preloadFrom, 0, index + PER_TASK);
    else setTimeout(run, 0);
  }

  function run() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  function start() {
    if (modules.length) preloadFrom(0);
    else run();
  }

  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
