/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import {
  SERVER_STATE_ID,
  adoptServerState,
  parseServerState,
  serializeServerState,
  takeServerStoreState,
  type ServerState,
} from './serverState';

const hostile = 'a</script><script>alert(1)</script><!-- & \u2028 \u2029 -->';

describe('serializeServerState', () => {
  const state: ServerState = {
    config: { site: { name: hostile } },
    stores: { listings: { api: { queries: { 'q("x")': { data: [hostile, '</SCRIPT>', '<!--'] } } } } },
  };
  const text = serializeServerState(state);

  it('leaves nothing that could close the script element, open a comment or break a line', () => {
    expect(text).not.toMatch(/<|>|&/);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(text).toContain('a\\u003c/script\\u003e');
    expect(text).toContain('\\u0026 \\u2028 \\u2029');
  });

  it('reads back to exactly the same state', () => {
    expect(JSON.parse(text)).toEqual(state);
    expect(parseServerState(text)).toEqual(state);
  });

  it('stays one script element in an HTML parser, whose text reads back to the state', () => {
    const { document } = new JSDOM(
      `<body><script type="application/json" id="${SERVER_STATE_ID}">${text}</script><p id="after">end</p></body>`,
    ).window;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.body.children).toHaveLength(2);
    expect(document.getElementById('after')?.textContent).toBe('end');
    expect(parseServerState(document.getElementById(SERVER_STATE_ID)?.textContent)).toEqual(state);
  });

  it('keeps plain values as they are', () => {
    expect(serializeServerState({ config: null, stores: {} })).toBe('{"config":null,"stores":{}}');
  });
});

describe('parseServerState', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty text', ''],
    ['junk', '{"config": '],
    ['HTML', '<html>error</html>'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', '[{"stores":{}}]'],
    ['no stores', '{"config":{}}'],
    ['stores as an array', '{"config":{},"stores":[]}'],
    ['stores as null', '{"config":{},"stores":null}'],
    ['stores as a text', '{"config":{},"stores":"x"}'],
  ])('gives no state for %s', (_, text) => {
    expect(parseServerState(text)).toBeNull();
  });

  it('keeps config and stores and drops anything else', () => {
    expect(parseServerState('{"config":{"a":1},"stores":{"listings":{}},"extra":true}')).toEqual({
      config: { a: 1 },
      stores: { listings: {} },
    });
  });
});

describe('adoptServerState and takeServerStoreState', () => {
  afterEach(() => adoptServerState(null));

  it('hands each remote’s state out once', () => {
    adoptServerState({ config: {}, stores: { listings: { listingsApi: { q: 1 } }, content: { contentApi: {} } } });
    expect(takeServerStoreState('listings')).toEqual({ listingsApi: { q: 1 } });
    expect(takeServerStoreState('listings')).toBeNull();
    expect(takeServerStoreState('content')).toEqual({ contentApi: {} });
    expect(takeServerStoreState('content')).toBeNull();
  });

  it('gives nothing without a state, for a remote it does not name, or for a state that is not an object', () => {
    expect(takeServerStoreState('listings')).toBeNull();
    adoptServerState({ config: {}, stores: { listings: [1, 2], content: null, finance: 'x' } });
    expect(takeServerStoreState('listings')).toBeNull();
    expect(takeServerStoreState('content')).toBeNull();
    expect(takeServerStoreState('finance')).toBeNull();
    expect(takeServerStoreState('other')).toBeNull();
  });

  it('forgets an earlier state when another (or none) is adopted', () => {
    adoptServerState({ config: {}, stores: { listings: { a: 1 } } });
    adoptServerState(null);
    expect(takeServerStoreState('listings')).toBeNull();
    adoptServerState({ config: {}, stores: { listings: { b: 2 } } });
    expect(takeServerStoreState('listings')).toEqual({ b: 2 });
  });
});
