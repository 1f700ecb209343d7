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
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
