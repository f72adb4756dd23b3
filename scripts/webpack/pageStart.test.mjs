// The start script's early events, in jsdom: what is recorded before React has an element, what
// stays native, and how a recorded event is replayed once React has committed the element (its
// fiber is faked here the way React leaves it on a hydrated element).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';

const SOURCE = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'pageStart.js'), 'utf8');

const HTML = `<!doctype html><html><head></head><body><main id="main">
  <div><button type="button" class="fav">Favorite</button></div>
  <a href="#next" class="link"><span>Next page</span></a>
  <form action="/emi-calculator"><button class="preset" name="amount" value="1">1L</button>
    <label class="label">Gym <input type="checkbox" class="check"></label></form>
  <input class="name" value=""><select class="type"><option value="">All</option><option>Flat</option></select>
  <div role="button" tabindex="0" class="role">Open</div>
</main></body></html>`;

const windows = [];
afterEach(() => windows.splice(0).forEach((w) => w.close()));

/** A page with the start script run in it, and what its (pretend) React saw. */
function page() {
  const dom = new JSDOM(HTML, { runScripts: 'outside-only', pretendToBeVisual: true });
  const { window } = dom;
  windows.push(window);
  window.eval(SOURCE);
  const $ = (selector) => window.document.querySelector(selector);
  /** Events that reached the page's own listeners (React's, once it runs), as 'type:class'. */
  const seen = [];
  for (const type of ['click', 'input', 'change', 'keydown']) {
    window.document.addEventListener(type, (e) => seen.push(`${type}:${e.target.className}`));
  }
  const root = { tag: 3, flags: 0, alternate: null, return: null };
  /** What React leaves on an element it has hydrated and committed. */
  const hydrate = (el, parent = root) => {
    el['__reactFiber$test'] = { tag: 5, flags: 0, alternate: null, return: parent };
  };
  return { window, $, seen, hydrate, root };
}

/** Resolves once `check` holds (the script checks its queue every few tens of milliseconds). */
async function until(check) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(check(), 'the condition never held');
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('early events', () => {
  it('holds a click on a button React has not hydrated, and replays it once React has it', async () => {
    const { $, seen, hydrate } = page();
    $('.fav').click();
    assert.deepEqual(seen, []);
    await settle();
    assert.deepEqual(seen, [], 'nothing is replayed before React has the button');
    hydrate($('.fav'));
    await until(() => seen.length > 0);
    await settle();
    assert.deepEqual(seen, ['click:fav']);
  });

  it('leaves links, labels and the submit buttons of a form to the browser, and replays none of them', async () => {
    const { $, seen, hydrate } = page();
    $('.link span').click();
    $('.preset').click();
    assert.deepEqual(seen, ['click:', 'click:preset']);
    for (const el of [$('.link'), $('.preset')]) hydrate(el);
    await settle();
    assert.deepEqual(seen, ['click:', 'click:preset']);
  });

  it('passes an event on an element React has committed straight through', async () => {
    const { $, seen, hydrate } = page();
    hydrate($('.fav'));
    $('.fav').click();
    await settle();
    assert.deepEqual(seen, ['click:fav']);
  });

  it('does not count an element whose hydration is rendered but not committed', async () => {
    const { $, seen, hydrate, root } = page();
    $('.fav').click();
    // React marks the top of a subtree it is still hydrating (Hydrating, 4096) until it commits it.
    const boundary = { tag: 13, flags: 4096, alternate: null, return: root };
    hydrate($('.fav'), boundary);
    await settle();
    assert.deepEqual(seen, []);
    boundary.flags = 0;
    await until(() => seen.length > 0);
    assert.deepEqual(seen, ['click:fav']);
  });

  it('replays a ticked checkbox (the label click ticks it) as one tick React sees', async () => {
    const { $, seen, hydrate } = page();
    $('.label').click();
    assert.equal($('.check').checked, true, 'the browser ticks it, as it always does');
    // Its own click is held; the input and change that follow it mean nothing to React for a checkbox.
    assert.deepEqual(seen, ['click:label', 'input:check', 'change:check']);
    const ticks = [];
    $('.check').addEventListener('click', (e) => ticks.push(e.target.checked));
    hydrate($('.check'));
    await until(() => ticks.length > 0);
    await settle();
    assert.deepEqual(ticks, [true]);
    assert.equal($('.check').checked, true);
  });

  it('replays text typed and a choice made, with their last values, as input and change', async () => {
    const { window, $, seen, hydrate } = page();
    const name = $('.name');
    name.focus();
    for (const value of ['Ra', 'Ravi']) {
      name.value = value;
      name.dispatchEvent(new window.Event('input', { bubbles: true }));
    }
    name.setSelectionRange(2, 2);
    $('.type').value = 'Flat';
    $('.type').dispatchEvent(new window.Event('change', { bubbles: true }));
    assert.deepEqual(seen, []);
    hydrate(name);
    hydrate($('.type'));
    await until(() => seen.length >= 4);
    await settle();
    assert.deepEqual(seen, ['input:name', 'change:name', 'input:type', 'change:type']);
    assert.equal(name.value, 'Ravi');
    assert.equal($('.type').value, 'Flat');
    assert.equal(window.document.activeElement, name, 'focus stays in the field');
    assert.deepEqual([name.selectionStart, name.selectionEnd], [2, 2], 'and so does the caret');
  });

  it('replays on the element in the same place when React rendered it again', async () => {
    const { window, $, seen, hydrate } = page();
    $('.fav').click();
    const fresh = window.document.createElement('button');
    fresh.type = 'button';
    fresh.className = 'fav';
    $('.fav').replaceWith(fresh);
    const clicks = [];
    fresh.addEventListener('click', () => clicks.push('fresh'));
    hydrate(fresh);
    await until(() => clicks.length > 0);
    assert.deepEqual(seen, ['click:fav']);
  });

  it('turns Enter on an element with the button role into a click', async () => {
    const { window, $, seen, hydrate } = page();
    $('.role').dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    assert.deepEqual(seen, []);
    hydrate($('.role'));
    await until(() => seen.length > 0);
    assert.deepEqual(seen, ['click:role']);
  });

  it('holds nothing once something React committed does not read as live (its internals changed)', async () => {
    const { $, seen } = page();
    $('.fav').click();
    $('#main').dataset.interactive = 'true';
    await until(() => seen.length > 0);
    assert.deepEqual(seen, ['click:fav']);
    $('.fav').click();
    assert.deepEqual(seen, ['click:fav', 'click:fav']);
  });
});

describe('starting the site', () => {
  /** A page whose start script names the shell's scripts, with `preloadList` as the server's page preloads. */
  function startedPage(preloadList) {
    const list =
      preloadList === undefined ? '' : `<script type="application/json" id="page-preloads">${preloadList}</script>`;
    const dom = new JSDOM(`<!doctype html><html><head></head><body><main>Page</main>${list}</body></html>`, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    windows.push(dom.window);
    const { document } = dom.window;
    const start = document.createElement('script');
    start.setAttribute('data-scripts', JSON.stringify(['/js/main.js']));
    start.setAttribute('data-preloads', JSON.stringify(['/js/react.js']));
    start.textContent = SOURCE;
    document.head.appendChild(start);
    /** What the start script added to the head, in order: 'preload script|fetch anonymous href' or 'script src'. */
    return () =>
      [...document.head.children]
        .filter((el) => el !== start)
        .map((el) =>
          el.tagName === 'LINK'
            ? `${el.rel} ${el.as}${el.crossOrigin ? ` ${el.crossOrigin}` : ''} ${el.getAttribute('href')}`
            : `script ${el.getAttribute('src')}`,
        );
  }

  it("preloads the page's own remote (its manifest as a CORS fetch) beside the shell's files, before running the shell", async () => {
    const added = startedPage(
      JSON.stringify([
        'http://remote.test/mf-manifest.json',
        'http://remote.test/remoteEntry.js',
        'http://remote.test/js/1.js',
      ]),
    );
    await until(() => added().some((x) => x.startsWith('script ')));
    assert.deepEqual(added(), [
      'preload script /js/react.js',
      'preload fetch anonymous http://remote.test/mf-manifest.json',
      'preload script http://remote.test/remoteEntry.js',
      'preload script http://remote.test/js/1.js',
      'script /js/main.js',
    ]);
  });

  it('starts the shell as before when the page lists nothing, or something unreadable', async () => {
    for (const list of [undefined, '{not json', '{"a":1}', '[1, null]']) {
      const added = startedPage(list);
      await until(() => added().some((x) => x.startsWith('script ')));
      assert.deepEqual(added(), ['preload script /js/react.js', 'script /js/main.js'], String(list));
    }
  });
});
