import { parseRuntimeConfig, type RuntimeConfig } from 'shared-ui';
import sample from 'shared-ui/src/config/sample-runtime-config.json';
import { forgetStoredOverride } from './overrideState';
import {
  OVERRIDE_STORAGE_KEY,
  activeOverride,
  allowedOverride,
  allowedStoredOverride,
  chooseOverride,
  isAllowedOverrideUrl,
  overrideCookie,
  overrideMaxAgeS,
  overridePatterns,
  overrideSecondsLeft,
  parseOverrideValue,
  parseStoredOverride,
  startOverride,
} from './remoteOverride';

const manifest = 'http://localhost:6690/mf-manifest.json';
const NOW = 1_764_000_000; // Unix seconds
const HOUR = 3600;

function config(allow?: unknown, maxAgeHours?: number): RuntimeConfig {
  const parsed = parseRuntimeConfig({
    ...sample,
    remotes: { finance: 'http://localhost:3003/mf-manifest.json', listings: 'http://localhost:3001/mf-manifest.json' },
    ...(allow === undefined ? {} : { remoteOverrides: { allow, ...(maxAgeHours ? { maxAgeHours } : {}) } }),
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.config;
}

// The same cases as site-server/src/overrides/remoteOverride.test.ts: the server and the browser must agree.
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

describe('remembered overrides and their age', () => {
  const allowed = config(['http://localhost:*']);
  it('reads <set at>:<remote>=<url> and nothing else (an older record without its time included)', () => {
    expect(parseStoredOverride(`${NOW}:finance=${manifest}`)).toEqual({ remote: 'finance', url: manifest, setAt: NOW });
    for (const bad of [
      `finance=${manifest}`,
      `:finance=${manifest}`,
      `-5:finance=${manifest}`,
      `1.5:finance=${manifest}`,
      `1234567890123:finance=${manifest}`,
      `${NOW}:`,
      `${NOW}:finance`,
      null,
      undefined,
      '',
    ])
      expect(parseStoredOverride(bad)).toBeNull();
  });

  it('lasts a working day by default, or the hours the config says', () => {
    expect(overrideMaxAgeS(allowed)).toBe(8 * HOUR);
    expect(overrideMaxAgeS(config(['http://localhost:*'], 0.5))).toBe(HOUR / 2);
    expect(overrideMaxAgeS(config(['http://localhost:*'], 24))).toBe(24 * HOUR);
  });

  it('counts the seconds left, none once run out or when set later than the clock allows', () => {
    const max = 8 * HOUR;
    expect(overrideSecondsLeft(NOW, NOW, max)).toBe(max);
    expect(overrideSecondsLeft(NOW - 3 * HOUR, NOW, max)).toBe(5 * HOUR);
    expect(overrideSecondsLeft(NOW - max + 1, NOW, max)).toBe(1);
    expect(overrideSecondsLeft(NOW - max, NOW, max)).toBe(0);
    expect(overrideSecondsLeft(NOW - 30 * 24 * HOUR, NOW, max)).toBe(0);
    expect(overrideSecondsLeft(NOW + 60, NOW, max)).toBe(max); // a clock put back a little: never longer
    expect(overrideSecondsLeft(NOW + HOUR, NOW, max)).toBe(0);
  });

  it('keeps a remembered override only while it is allowed and has time left', () => {
    const text = `${NOW - HOUR}:finance=${manifest}`;
    expect(allowedStoredOverride(text, allowed, NOW)).toEqual({ remote: 'finance', url: manifest, setAt: NOW - HOUR });
    expect(allowedStoredOverride(text, allowed, NOW + 7 * HOUR)).toBeNull();
    expect(allowedStoredOverride(text, config(['http://localhost:*'], 0.5), NOW)).toBeNull();
    expect(allowedStoredOverride(text, config(), NOW)).toBeNull();
    expect(allowedStoredOverride(text, config(['http://127.0.0.1:*']), NOW)).toBeNull();
    expect(allowedStoredOverride(`finance=${manifest}`, allowed, NOW)).toBeNull();
  });

  it('sets the cookie for the time left, and deletes it when none is', () => {
    const override = { remote: 'finance', url: manifest, setAt: NOW } as const;
    expect(overrideCookie(override, 5 * HOUR)).toBe(
      `remote-override=${encodeURIComponent(`${NOW}:finance=${manifest}`)}; Path=/; Max-Age=18000; SameSite=Lax`,
    );
    for (const cookie of [overrideCookie(override, 0), overrideCookie(null)])
      expect(cookie).toBe('remote-override=; Path=/; Max-Age=0; SameSite=Lax');
  });
});

describe('chooseOverride', () => {
  const allowed = config(['http://localhost:*']);
  const other = 'http://localhost:6691/mf-manifest.json';
  it("takes the address's override (to remember, from now), else the remembered one while it lasts", () => {
    expect(
      chooseOverride(`?remote-override=finance=${manifest}`, `${NOW - HOUR}:finance=${other}`, allowed, NOW),
    ).toEqual({
      override: { remote: 'finance', url: manifest, setAt: NOW },
      save: true,
    });
    expect(chooseOverride('', `${NOW - HOUR}:finance=${other}`, allowed, NOW)).toEqual({
      override: { remote: 'finance', url: other, setAt: NOW - HOUR },
      save: false,
    });
    expect(chooseOverride('', `${NOW - 9 * HOUR}:finance=${other}`, allowed, NOW)).toEqual({
      override: null,
      save: false,
    });
    // An address override that is not allowed falls back to the remembered one, never saved.
    expect(
      chooseOverride('?remote-override=finance=https://evil.example/mf-manifest.json', null, allowed, NOW),
    ).toEqual({ override: null, save: false });
    expect(chooseOverride(`?remote-override=finance=${manifest}`, null, config(), NOW)).toEqual({
      override: null,
      save: false,
    });
  });
});

describe('startOverride', () => {
  const allowed = config(['http://localhost:*']);
  const remember = (text: string) => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, text);
    document.cookie = `remote-override=${encodeURIComponent(text)}; Path=/`;
  };
  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'remote-override=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/emi-calculator');
  });

  it('registers the configured remotes when there is no override or it is not allowed', () => {
    window.history.replaceState(null, '', `/emi-calculator?remote-override=finance=${manifest}`);
    expect(startOverride(config(), { serverRendered: false }, NOW)).toEqual({
      remotes: config().remotes,
      reload: false,
    });
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain('remote-override');
  });

  it('puts an allowed override in place, remembers it with its time and tells the server (cookie)', () => {
    window.history.replaceState(null, '', `/emi-calculator?remote-override=finance=${manifest}`);
    const { remotes, reload } = startOverride(allowed, { serverRendered: false }, NOW);
    expect(reload).toBe(false);
    expect(remotes).toEqual({ ...allowed.remotes, finance: manifest });
    expect(activeOverride()).toEqual({ remote: 'finance', url: manifest });
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBe(`${NOW}:finance=${manifest}`);
    expect(document.cookie).toContain(`remote-override=${encodeURIComponent(`${NOW}:finance=${manifest}`)}`);
  });

  it('forgets a remembered override the config no longer allows, for good', () => {
    remember(`${NOW - HOUR}:finance=${manifest}`);
    startOverride(config(['http://127.0.0.1:*']), { serverRendered: false }, NOW);
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain('remote-override');
    expect(startOverride(allowed, { serverRendered: false }, NOW).remotes).toEqual(allowed.remotes);
  });

  it('forgets one whose time ran out, and one remembered without its time', () => {
    for (const text of [`${NOW - 8 * HOUR}:finance=${manifest}`, `finance=${manifest}`]) {
      remember(text);
      expect(startOverride(allowed, { serverRendered: false }, NOW).remotes).toEqual(allowed.remotes);
      expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
      expect(document.cookie).not.toContain('remote-override');
    }
  });

  it('on a page the server rendered without it, reloads once, then gives up', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, `${NOW}:finance=${manifest}`);
    expect(startOverride(allowed, { serverRendered: true }, NOW)).toEqual({ remotes: allowed.remotes, reload: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(startOverride(allowed, { serverRendered: true }, NOW)).toEqual({ remotes: allowed.remotes, reload: false });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('forgetStoredOverride (a page whose config allows no overrides)', () => {
  it('removes the remembered override and its cookie, and leaves other cookies', () => {
    localStorage.setItem(OVERRIDE_STORAGE_KEY, `${NOW}:finance=${manifest}`);
    document.cookie = `remote-override=${encodeURIComponent(`${NOW}:finance=${manifest}`)}; Path=/`;
    document.cookie = 'other=1; Path=/';
    forgetStoredOverride();
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).toBe('other=1');
    document.cookie = 'other=; Path=/; Max-Age=0';
  });
});
