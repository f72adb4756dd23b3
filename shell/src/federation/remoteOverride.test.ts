import { parseRuntimeConfig, type RuntimeConfig } from 'shared-ui';
import sample from 'shared-ui/src/config/sample-runtime-config.json';
import {
  OVERRIDE_STORAGE_KEY,
  activeOverride,
  allowedOverride,
  chooseOverride,
  isAllowedOverrideUrl,
  overridePatterns,
  parseOverrideValue,
  startOverride,
} from './remoteOverride';

const manifest = 'http://localhost:6690/mf-manifest.json';

function config(allow?: unknown): RuntimeConfig {
  const parsed = parseRuntimeConfig({
    ...sample,
    remotes: { finance: 'http://localhost:3003/mf-manifest.json', listings: 'http://localhost:3001/mf-manifest.json' },
    ...(allow === undefined ? {} : { remoteOverrides: { allow } }),
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.config;
}

// The same cases as scripts/server/remoteOverride.test.mjs: the server and the browser must agree.
describe('allow-list', () => {
  it('is off without a list or with an empty one; a list that is not one makes the config invalid', () => {
    expect(overridePatterns(config())).toEqual([]);
    expect(overridePatterns(config([]))).toEqual([]);
    expect(parseRuntimeConfig({ ...sample, remotes: {}, remoteOverrides: { allow: 'http://localhost:*' } }).ok).toBe(
      false,
    );
  });

  it('keeps valid source expressions only', () => {
    expect(
      overridePatterns(
        config([
          'http://localhost:*',
          ' https://*.preview.example.in ',
          'http://127.0.0.1:6690',
          '*',
          'http://*',
          'localhost:*',
          'http://localhost:*/path',
          'ftp://localhost',
          'http://localhost:70000',
          'http://localhost:0',
          'HTTP://LOCALHOST',
        ]),
      ),
    ).toEqual(['http://localhost:*', 'https://*.preview.example.in', 'http://127.0.0.1:6690']);
  });

  const list = ['http://localhost:*', 'https://*.preview.example.in', 'http://127.0.0.1:6690'];
  it.each([
    manifest,
    'http://localhost/mf-manifest.json',
    'https://team.preview.example.in/finance/mf-manifest.json',
    'http://127.0.0.1:6690/x/mf-manifest.json',
  ])('allows %s', (url) => expect(isAllowedOverrideUrl(url, list)).toBe(true));

  it.each([
    'https://localhost:6690/mf-manifest.json',
    'http://localhost.evil.example/mf-manifest.json',
    'https://preview.example.in/mf-manifest.json',
    'https://evilpreview.example.in/mf-manifest.json',
    'http://127.0.0.1:6691/mf-manifest.json',
    'http://127.0.0.1/mf-manifest.json',
    'http://localhost:6690/remoteEntry.js',
    'http://user:pw@localhost:6690/mf-manifest.json',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('refuses %s', (url) => expect(isAllowedOverrideUrl(url, list)).toBe(false));

  it('parses remote=url at the first =', () => {
    expect(parseOverrideValue(`finance=${manifest}?a=b`)).toEqual({ remote: 'finance', url: `${manifest}?a=b` });
    for (const bad of [undefined, null, '', '=x', 'finance=', 'finance', 'Fin ance=x', '1x=y'])
      expect(parseOverrideValue(bad)).toBeNull();
  });

  it('allows only a remote the config names', () => {
    const allowed = config(['http://localhost:*']);
    expect(allowedOverride(`finance=${manifest}`, allowed)).toEqual({ remote: 'finance', url: manifest });
    expect(allowedOverride(`content=${manifest}`, allowed)).toBeNull(); // not in this config
    expect(allowedOverride(`blog=${manifest}`, allowed)).toBeNull();
    expect(allowedOverride(`constructor=${manifest}`, allowed)).toBeNull();
    expect(allowedOverride(`finance=${manifest}`, config())).toBeNull();
    expect(allowedOverride(`finance=${manifest}`, config(['http://127.0.0.1:*']))).toBeNull();
  });
});

describe('chooseOverride', () => {
  const allowed = config(['http://localhost:*']);
  const other = 'http://localhost:6691/mf-manifest.json';
  it("takes the address's override (to remember), else the remembered one", () => {
    expect(chooseOverride(`?remote-override=finance=${manifest}`, `finance=${other}`, allowed)).toEqual({
      override: { remote: 'finance', url: manifest },
      save: true,
    });
    expect(chooseOverride('', `finance=${other}`, allowed)).toEqual({
      override: { remote: 'finance', url: other },
      save: false,
    });
    // An address override that is not allowed falls back to the remembered one, never saved.
    expect(chooseOverride('?remote-override=finance=https://evil.example/mf-manifest.json', null, allowed)).toEqual({
      override: null,
      save: false,
    });
    expect(chooseOverride(`?remote-override=finance=${manifest}`, null, config())).toEqual({
      override: null,
      save: false,
    });
  });
});

describe('startOverride', () => {
  const allowed = config(['http://localhost:*']);
  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'remote-override=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/emi-calculator');
  });

  it('registers the configured remotes when there is no override or it is not allowed', () => {
    window.history.replaceState(null, '', `/emi-calculator?remote-override=finance=${manifest}`);
    expect(startOverride(config(), { serverRendered: false })).toEqual({ remotes: config().remotes, reload: false });
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain('remote-override');
  });

  it('puts an allowed override in place, remembers it and tells the server (cookie)', () => {
    window.history.replaceState(null, '', `/emi-calculator?remote-override=finance=${manifest}`);
    const { remotes, reload } = startOverride(allowed, { serverRendered: false });
    expect(reload).toBe(false);
    expect(remotes).toEqual({ ...allowed.remotes, finance: manifest });
    expect(activeOverride()).toEqual({ remote: 'finance', url: manifest });
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe(`finance=${manifest}`);
    expect(document.cookie).toContain(`remote-override=${encodeURIComponent(`finance=${manifest}`)}`);
  });

  it('on a page the server rendered without it, reloads once, then gives up', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, `finance=${manifest}`);
    expect(startOverride(allowed, { serverRendered: true })).toEqual({ remotes: allowed.remotes, reload: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(startOverride(allowed, { serverRendered: true })).toEqual({ remotes: allowed.remotes, reload: false });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
