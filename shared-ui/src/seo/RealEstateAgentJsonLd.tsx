import { getSiteSettings, type SiteSettings } from '../config/runtimeConfig';
import { JsonLd } from '../components/JsonLd';
import { usePageUrl } from '../ssr/serverPage';
import { realEstateAgentJsonLd } from './realEstateAgent';

function siteSettings(): SiteSettings | null {
  try {
    return getSiteSettings();
  } catch {
    return null;
  }
}

/** The firm's schema.org RealEstateAgent (home and contact pages); nothing before the config is loaded. */
export function RealEstateAgentJsonLd() {
  const { origin } = usePageUrl();
  const site = siteSettings();
  return site ? <JsonLd data={realEstateAgentJsonLd(site, origin)} /> : null;
}
