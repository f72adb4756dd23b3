import fs from 'node:fs';
import path from 'node:path';
import { setRuntimeConfig, type RuntimeConfig } from 'shared-ui';
import { TEST_CONFIG } from '../../test/testConfig';
import { emailCopyConfigured, longDate, readSiteSettings, RETENTION_MONTHS } from './legalInfo';

describe('the notice’s retention period', () => {
  it('is the API’s default retention setting (RETENTION_MONTHS)', () => {
    const config = fs.readFileSync(path.resolve(__dirname, '../../../../api/src/features/delivery/config.ts'), 'utf8');
    const apiDefault = /export const DEFAULT_RETENTION_MONTHS = (\d+);/.exec(config)?.[1];
    expect(apiDefault).toBeDefined();
    expect(RETENTION_MONTHS).toBe(Number(apiDefault));
    expect(RETENTION_MONTHS).toBe(24);
  });
});

describe('longDate', () => {
  it.each([
    ['2026-11-26', '26 November 2026'],
    ['2026-01-05', '5 January 2026'],
    ['2026-12-31', '31 December 2026'],
  ])('%s → %s', (iso, text) => expect(longDate(iso)).toBe(text));

  it.each(['2026-13-01', '2026-00-10', '2026-11-00', '2026-11-32', '26/11/2026', ''])('leaves %p as it is', (bad) =>
    expect(longDate(bad)).toBe(bad),
  );
});

describe('settings read by the legal pages', () => {
  it('reads the site settings, and EmailJS only when all three values are set', () => {
    setRuntimeConfig(TEST_CONFIG);
    expect(readSiteSettings()?.emails[0]).toBe('info@noida-realty.example');
    expect(emailCopyConfigured()).toBe(false);
    const withEmailjs = (emailjs: RuntimeConfig['emailjs']) => setRuntimeConfig({ ...TEST_CONFIG, emailjs });
    withEmailjs({ serviceId: 's', templateId: 't', publicKey: 'k' });
    expect(emailCopyConfigured()).toBe(true);
    withEmailjs({ serviceId: 's', templateId: '', publicKey: 'k' });
    expect(emailCopyConfigured()).toBe(false);
  });
});
