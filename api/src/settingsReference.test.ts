import fs from 'node:fs';
import { readEnv, readSettings, settingsSchema, SettingsError } from './config';
import { SETTINGS_DOC, settingsReference } from './settingsReference';

describe('the settings reference (docs/settings/api.md)', () => {
  it('is what the schema generates: run `npm run settings:doc -w api` after changing a setting', () => {
    expect(fs.readFileSync(SETTINGS_DOC, 'utf8')).toBe(settingsReference());
  });

  it('has one row per setting, each with a default and a meaning', () => {
    const names = Object.keys(settingsSchema.shape);
    expect(names.length).toBeGreaterThan(25);
    for (const name of names) {
      const meta = settingsSchema.shape[name as keyof typeof settingsSchema.shape].meta();
      expect({ name, meaning: typeof meta?.description, default: typeof meta?.default }).toEqual({
        name,
        meaning: 'string',
        default: 'string',
      });
      expect(settingsReference()).toContain(`| \`${name}\` |`);
    }
  });
});

describe('readSettings', () => {
  it('gives every default for an empty environment, and treats blank as unset', () => {
    const defaults = readEnv({});
    expect(defaults).toMatchObject({ port: 3010, host: '127.0.0.1', pgPoolMax: 10, logLevel: 'info', readCache: true });
    expect(readEnv({ API_PORT: '  ', API_LOG_LEVEL: '' })).toMatchObject({ port: 3010, logLevel: 'info' });
    expect(readEnv({ API_PORT: '4711', PG_POOL_MAX: '3', METRICS_TOKEN: 'm'.repeat(16) })).toMatchObject({
      port: 4711,
      pgPoolMax: 3,
      metricsToken: 'm'.repeat(16),
    });
  });

  it('names every wrong setting, one line each, and never repeats a secret', () => {
    let error: unknown;
    try {
      readSettings({
        API_PORT: '70000',
        API_LOG_LEVEL: 'loud',
        METRICS_TOKEN: 'short',
        HSTS_INCLUDE_SUBDOMAINS: 'yes',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const lines = (error as Error).message.split('\n');
    expect(lines).toEqual([
      "API_PORT must be a whole number from 1 to 65535, got '70000'",
      "HSTS_INCLUDE_SUBDOMAINS must be on or off, got 'yes'",
      "API_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
      'METRICS_TOKEN must be at least 16 characters without spaces',
    ]);
  });
});

describe('SHUTDOWN_TIMEOUT_MS', () => {
  it('is how long SIGTERM waits for requests in flight (default 10 s), and a wrong value names the setting', () => {
    expect(readEnv({}).shutdownTimeoutMs).toBe(10_000);
    expect(readEnv({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(() => readEnv({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => readEnv({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
