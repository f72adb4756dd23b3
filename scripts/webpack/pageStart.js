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
    // A remote's manifest is fetched by the federation runtime (CORS, no credentials); the rest are scripts.
    if (/\.json$/.test(href)) {
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
    } else link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
  // The page's own remote (its manifest, entry and first chunks), listed by the server at the end
  // of the body (shell/src/server/ServerAssets.tsx, PAGE_PRELOADS_ID): fetched beside the shell's
  // scripts rather than after them, one round trip after another.
  function pagePreloads() {
    var list = document.getElementById('page-preloads');
    try {
      var urls = JSON.parse((list && list.textContent) || '[]');
      return Array.isArray(urls)
        ? urls.filter(function (u) {
            return typeof u === 'string';
          })
        : [];
      // eslint-disable-next-line no-unused-vars -- ES2017 has no catch without a binding
    } catch (error) {
      return [];
    }
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
      .concat(pagePreloads())
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

// Early events. Until a control is hydrated a click on it does nothing, and React, once running,
// drops a click on a part it cannot hydrate yet (its code still loading). So a click on a button,
// checkbox or radio, and text typed or a choice made in a field, that React has not yet bound is
// recorded here and replayed on the same element once React has it. Links and form submits stay
// native (they work before any script) and are never recorded, so never happen twice.
(function earlyEvents() {
  var KEEP_MS = 30000; // a tap not replayed within 30 s is dropped: the visitor has moved on
  var CHECK_MS = 50;
  var CONTROLS = 'a[href],label,summary,button,input,select,textarea,[role=button],[role=checkbox],[role=tab]';
  var queue = [];
  var timer = 0;
  var broken = false;
  var replaying = false;

  function internal(el, prefix) {
    var keys = Object.keys(el);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf(prefix) === 0) return el[keys[i]];
    return null;
  }
  // React binds an element when it commits its hydration: the element's fiber is then mounted, by
  // React's own test (getNearestMountedFiber: no ancestor still being placed or hydrated, a root at
  // the top). A rendered but not yet committed slice of a transition does not count.
  function live(el) {
    var fiber = internal(el, '__reactFiber$');
    if (!fiber) return false;
    var node = fiber;
    var next = fiber;
    var nearest = fiber;
    while (next && !next.alternate) {
      node = next;
      if (node.flags & 4098) nearest = node.return; // Placement | Hydrating
      next = node.return;
    }
    while (node.return) node = node.return;
    return node.tag === 3 && nearest === fiber;
  }
  // The control an event is for, and how to replay it ('click' or 'value'); null for what works
  // natively: links, labels (the browser clicks their control, which is recorded), summaries, submit
  // and reset buttons of a form, clicks in a field (focus and caret are the browser's).
  function controlOf(target, type) {
    var el = target && target.closest ? target.closest(CONTROLS) : null;
    if (!el || el.disabled || el.matches('a[href],label,summary')) return null;
    var tag = el.tagName;
    var t = el.type;
    var field =
      tag === 'SELECT' ||
      tag === 'TEXTAREA' ||
      (tag === 'INPUT' && !/^(button|submit|reset|image|checkbox|radio|file)$/.test(t));
    if (type !== 'click') return field ? 'value' : null;
    if (field || (el.form && /^(submit|reset|image)$/.test(t))) return null;
    return 'click';
  }
  // Where the element is: the nearest ancestor with an id, then child positions, so an element
  // React rendered again (a region re-rendered in the browser) is found in the same place.
  function pathOf(el) {
    var steps = [];
    for (; el.parentElement && !el.id; el = el.parentElement) {
      steps.unshift(Array.prototype.indexOf.call(el.parentElement.children, el));
    }
    return { id: el.id, steps: steps };
  }
  function find(entry) {
    var was = entry.el;
    if (was.isConnected) return was;
    var el = entry.path.id ? document.getElementById(entry.path.id) : document.documentElement;
    for (var i = 0; el && i < entry.path.steps.length; i++) el = el.children[entry.path.steps[i]];
    return el && el.tagName === was.tagName && el.type === was.type ? el : null;
  }
  function drop(el) {
    queue = queue.filter(function (entry) {
      return entry.kind !== 'value' || entry.el !== el;
    });
  }
  function record(e) {
    if (broken || replaying) return;
    var type = e.type;
    if (type === 'keydown') {
      // A native button turns Enter and Space into a click itself (recorded as one).
      if ((e.key !== 'Enter' && e.key !== ' ') || /^(BUTTON|INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName)) return;
      type = 'click';
    }
    var kind = controlOf(e.target, type);
    if (!kind) return;
    var el = e.target.closest(CONTROLS);
    if (live(el)) {
      // React has the field now and its value holds everything typed: nothing older to replay.
      if (kind === 'value') drop(el);
      return;
    }
    // React would try to hydrate this part now and, with its code not there yet, drop the event:
    // it is replayed from here, once. The browser's own default (a checkbox ticks, text is typed)
    // still happens.
    e.stopImmediatePropagation();
    var entry = { el: el, path: pathOf(el), kind: kind, at: Date.now(), checked: el.checked, value: el.value };
    // One value per field: the last.
    if (kind === 'value') drop(el);
    queue.push(entry);
    if (!timer) timer = setTimeout(check, CHECK_MS);
  }
  function replay(entry, el) {
    if (entry.kind === 'click') {
      // The browser ticked a checkbox already, and React took that as its state when it hydrated:
      // untick it (through the property React watches), so the click ticks it again and React sees
      // a change.
      if (el.type === 'checkbox' || el.type === 'radio') el.checked = !entry.checked;
      el.click();
      return;
    }
    var focused = document.activeElement === el;
    // A field without a caret (a slider, a select) answers null.
    var start = el.selectionStart;
    var end = el.selectionEnd;
    // The same trick for a field: React compares with the value it last saw, which is the typed one.
    el.value = entry.value ? '' : ' ';
    var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set;
    setter.call(el, entry.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    if (focused && document.activeElement !== el) el.focus();
    if (typeof start === 'number') el.setSelectionRange(start, end);
  }
  function check() {
    timer = 0;
    // Something React committed (it carries data-interactive) that does not read as live means
    // React's internals have changed: stop holding events, and replay what is held as it is.
    var marked = document.querySelector('[data-interactive]');
    if (marked && !live(marked)) broken = true;
    var now = Date.now();
    queue = queue.filter(function (entry) {
      if (now - entry.at > KEEP_MS) return false;
      var el = find(entry);
      if (!el || (!broken && !live(el))) return true;
      // Live since the last check: its effects (subscriptions, listeners) have run too.
      if (!entry.ready) return (entry.ready = true);
      replaying = true;
      try {
        replay(entry, el);
      } finally {
        replaying = false;
      }
      return false;
    });
    if (queue.length) timer = setTimeout(check, CHECK_MS);
  }
  ['click', 'keydown', 'input', 'change'].forEach(function (type) {
    window.addEventListener(type, record, true);
  });
})();
