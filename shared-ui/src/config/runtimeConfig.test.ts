import { localRemoteUrls } from 'contracts/registry';
import { parseRuntimeConfig } from './runtimeConfig';
import sample from './sample-runtime-config.json';

describe('parseRuntimeConfig', () => {
  it('accepts the sample config', () => {
    const r = parseRuntimeConfig(sample);
    expect(r.ok).toBe(true);
  });

  it("the sample's remotes are the registry's dev servers (what the dev servers and npm start answer)", () => {
    expect(sample.remotes).toEqual(localRemoteUrls());
  });

  it('refuses a config without site settings, with a readable reason', () => {
    const r = parseRuntimeConfig({ remotes: {} });
    expect(r).toEqual({ ok: false, error: expect.stringContaining('site') });
  });

  it('refuses an unknown remote by name', () => {
    const r = parseRuntimeConfig({
      ...sample,
      remotes: { listings: 'http://x/mf-manifest.json', payments: 'http://y/mf-manifest.json' },
    });
    expect(r).toEqual({ ok: false, error: 'The site configuration names an unknown remote: payments.' });
  });

  it('takes an agent registration number as authorities write it, or none; refuses one that could carry markup', () => {
    const withRegistration = (agentRegistration: unknown) =>
      parseRuntimeConfig({ ...sample, site: { ...sample.site, agentRegistration } });
    expect(withRegistration({ authority: 'UP-RERA', number: ' UPRERAAGT12345 ' })).toMatchObject({
      ok: true,
      config: { site: { agentRegistration: { authority: 'UP-RERA', number: 'UPRERAAGT12345' } } },
    });
    expect(withRegistration(undefined).ok).toBe(true);
    expect(withRegistration({ authority: 'UP-RERA', number: '<b>1</b>' })).toEqual({
      ok: false,
      error: expect.stringContaining('site.agentRegistration.number'),
    });
  });

  it.each([null, 'text', 42, []])('refuses %p', (value) => {
    expect(parseRuntimeConfig(value).ok).toBe(false);
  });

  it('takes a remote override limit above 0 and up to a day, in hours; refuses others', () => {
    const withLimit = (maxAgeHours: unknown) =>
      parseRuntimeConfig({ ...sample, remoteOverrides: { allow: ['http://localhost:*'], maxAgeHours } });
    for (const hours of [0.5, 8, 24]) {
      const r = withLimit(hours);
      expect(r.ok && r.config.remoteOverrides?.maxAgeHours).toBe(hours);
    }
    for (const hours of [0, -1, 24.5, 720, '8', null, Number.NaN, Number.POSITIVE_INFINITY])
      expect(withLimit(hours)).toEqual({ ok: false, error: expect.stringContaining('remoteOverrides.maxAgeHours') });
    const absent = parseRuntimeConfig({ ...sample, remoteOverrides: { allow: [] } });
    expect(absent.ok && absent.config.remoteOverrides).toEqual({ allow: [] });
  });
});
