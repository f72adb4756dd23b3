/* global document, window */
// The first script of a page the server rendered. The page is readable and usable without
// JavaScript (its content, links and forms are in the HTML), so the site's code waits until the
// page has loaded (its styles, fonts and first images) and painted, or at most START_AFTER_MS, and
// does not compete with them for a slow phone's bandwidth. Then it loads the shell's scripts, which
// hydrate the page. Plain ES2017, not bundled: it must stay about a kilobyte.
(function start() {
  var START_AFTER_MS = 2000;
  var STEPS_PER_TASK = 3;
  var me = document.currentScript;
  var scripts = JSON.parse((me && me.getAttribute('data-scripts')) || '[]');
  var preloads = JSON.parse((me && me.getAttribute('data-preloads')) || '[]');
  var started = false;
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
  function run(src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }
  function go() {
    if (started) return;
    started = true;
    // Each element starts a download, a millisecond or two of a phone's main thread: a dozen at
    // once would be one long task. A few per task; the preloads before the scripts that use them.
    var steps = preloads
      .map(function (href) {
        return preload.bind(null, href);
      })
      .concat(
        scripts.map(function (src) {
          return run.bind(null, src);
        }),
      );
    (function next() {
      steps.splice(0, STEPS_PER_TASK).forEach(function (step) {
        step();
      });
      if (steps.length) setTimeout(next, 0);
    })();
  }
  // The load event can come before the first paint is on screen: wait for the browser to report
  // it (PerformanceObserver 'paint'), then for two more frames, in which the first images loaded
  // are painted too, so the page's largest paint never waits behind a script's download.
  function afterTwoFrames() {
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        setTimeout(go, 0);
      });
    });
  }
  function afterFirstPaint() {
    var P = window.PerformanceObserver;
    if (!P || (P.supportedEntryTypes || []).indexOf('paint') < 0) return afterTwoFrames();
    var observer = new P(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterTwoFrames();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  setTimeout(go, START_AFTER_MS);
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
})();
