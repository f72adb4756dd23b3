/* global document, window */
// The first script of a page the server rendered. The page is readable and usable without
// JavaScript (its content, links and forms are in the HTML), so the site's code waits until the
// page has loaded (its styles, fonts and first images), or at most START_AFTER_MS, and does not
// compete with them for a slow phone's bandwidth. Then it loads the shell's scripts, which hydrate
// the page. Plain ES2017, not bundled: it must stay a few hundred bytes.
(function start() {
  var START_AFTER_MS = 2000;
  var me = document.currentScript;
  var scripts = JSON.parse((me && me.getAttribute('data-scripts')) || '[]');
  var preloads = JSON.parse((me && me.getAttribute('data-preloads')) || '[]');
  var started = false;
  function go() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    });
  }
  if (document.readyState === 'complete') go();
  else {
    window.addEventListener('load', go, { once: true });
    setTimeout(go, START_AFTER_MS);
  }
})();
