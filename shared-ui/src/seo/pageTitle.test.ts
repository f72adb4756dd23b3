import sample from '../config/sample-runtime-config.json';
import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { joinPageTitle, pageTitle } from './pageTitle';

function configWith(site: Partial<RuntimeConfig['site']>): RuntimeConfig {
  const r = parseRuntimeConfig({ ...sample, site: { ...sample.site, ...site } });
  if (!r.ok) throw new Error(r.error);
  return r.config;
}

describe('joinPageTitle', () => {
  it('puts the brand after the page, with one separator', () => {
    expect(joinPageTitle('Contact Us', 'Noida Realty Advisors')).toBe('Contact Us | Noida Realty Advisors');
  });
  it('trims both parts', () => {
    expect(joinPageTitle('  Gallery ', ' Acme Homes ')).toBe('Gallery | Acme Homes');
  });
  it('is the page alone without a brand, and the brand alone without page words', () => {
    expect(joinPageTitle('Gallery', undefined)).toBe('Gallery');
    expect(joinPageTitle('Gallery', '   ')).toBe('Gallery');
    expect(joinPageTitle('', 'Acme Homes')).toBe('Acme Homes');
  });
});

describe('pageTitle', () => {
  it("takes the sample config's brand: today's titles", () => {
    setRuntimeConfig(configWith({}));
    expect(pageTitle('About Us')).toBe('About Us | Noida Realty Advisors');
  });
  it('a firm changes the brand once, in the config', () => {
    setRuntimeConfig(configWith({ titleBrand: 'Acme Homes' }));
    expect(pageTitle('About Us')).toBe('About Us | Acme Homes');
  });
  it("without a title brand, the firm's name", () => {
    const site: Record<string, unknown> = { ...sample.site };
    delete site.titleBrand;
    const r = parseRuntimeConfig({ ...sample, site });
    if (!r.ok) throw new Error(r.error);
    setRuntimeConfig(r.config);
    expect(pageTitle('About Us')).toBe('About Us | Noida Realty Advisors (sample)');
  });
});
