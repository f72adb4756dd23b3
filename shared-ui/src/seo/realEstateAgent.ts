import { SAMPLE_RERA_NOTE } from 'contracts/api/rera';
import type { AgentRegistration, SiteSettings } from '../config/runtimeConfig';

/** The firm's agent registration as a schema.org PropertyValue; a sample number says it is one. */
function registrationIdentifier(reg: AgentRegistration): Record<string, unknown> {
  return {
    '@type': 'PropertyValue',
    propertyID: reg.authority,
    name: `${reg.authority} agent registration number`,
    value: reg.number,
    ...(reg.sample ? { description: SAMPLE_RERA_NOTE } : {}),
  };
}

/**
 * schema.org RealEstateAgent for the firm, from the runtime config's site settings: its name,
 * address, phone, e-mail, agent registration and the site's own address (`origin`). The address
 * in parts when the config gives them, else the one line the pages show.
 */
export function realEstateAgentJsonLd(site: SiteSettings, origin: string): Record<string, unknown> {
  const home = `${origin.replace(/\/$/, '')}/`;
  const address = site.postalAddress
    ? { '@type': 'PostalAddress', ...site.postalAddress }
    : { '@type': 'PostalAddress', streetAddress: site.address };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${home}#organization`,
    name: site.name,
    description: site.description,
    url: home,
    telephone: site.phone,
    email: site.emails[0],
    address,
    sameAs: Object.values(site.social),
    ...(site.agentRegistration ? { identifier: registrationIdentifier(site.agentRegistration) } : {}),
  };
}
