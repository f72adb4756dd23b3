import sample from '../config/sample-runtime-config.json';
import { parseRuntimeConfig, type SiteSettings } from '../config/runtimeConfig';
import { realEstateAgentJsonLd } from './realEstateAgent';

function site(changes: Record<string, unknown> = {}): SiteSettings {
  const r = parseRuntimeConfig({ ...sample, site: { ...sample.site, ...changes } });
  if (!r.ok) throw new Error(r.error);
  return r.config.site;
}

describe('realEstateAgentJsonLd', () => {
  it("states the firm's name, address in parts, phone, e-mail and the site's address", () => {
    expect(realEstateAgentJsonLd(site(), 'https://www.example.in')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://www.example.in/#organization',
      name: 'Noida Realty Advisors (sample)',
      description: sample.site.description,
      url: 'https://www.example.in/',
      telephone: '+91 98100 00000',
      email: 'info@noida-realty.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Office 501, Sample Tower, Sector-141',
        addressLocality: 'Noida',
        addressRegion: 'Uttar Pradesh',
        postalCode: '201305',
        addressCountry: 'IN',
      },
      sameAs: Object.values(sample.site.social),
      identifier: {
        '@type': 'PropertyValue',
        propertyID: 'UP-RERA',
        name: 'UP-RERA agent registration number',
        value: 'UPRERAAGT10202',
        description: 'sample number, not a real registration',
      },
    });
  });

  it("a firm's own registration is stated without the sample note; none, no identifier", () => {
    const own = realEstateAgentJsonLd(
      site({ agentRegistration: { authority: 'UP-RERA', number: 'UPRERAAGT12345' } }),
      'https://a.in',
    );
    expect(own.identifier).toEqual({
      '@type': 'PropertyValue',
      propertyID: 'UP-RERA',
      name: 'UP-RERA agent registration number',
      value: 'UPRERAAGT12345',
    });
    expect(realEstateAgentJsonLd(site({ agentRegistration: undefined }), 'https://a.in')).not.toHaveProperty(
      'identifier',
    );
  });

  it('a config without the address in parts: the one line the pages show', () => {
    const withoutParts: Record<string, unknown> = { ...sample.site };
    delete withoutParts.postalAddress;
    const r = parseRuntimeConfig({ ...sample, site: withoutParts });
    if (!r.ok) throw new Error(r.error);
    expect(realEstateAgentJsonLd(r.config.site, 'http://localhost:3000/').address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: sample.site.address,
    });
  });

  it('follows a changed config', () => {
    const data = realEstateAgentJsonLd(site({ name: 'Acme Homes', phone: '+91 120 400 0000' }), 'https://acme.in');
    expect(data).toMatchObject({ name: 'Acme Homes', telephone: '+91 120 400 0000', url: 'https://acme.in/' });
  });
});
