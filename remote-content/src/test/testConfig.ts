import { setRuntimeConfig, type RuntimeConfig } from 'shared-ui';
import { TEST_API_ORIGIN } from 'shared-ui/testing';

/** A runtime config for tests; an absolute API base because Node's Request needs absolute URLs. */
export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: TEST_API_ORIGIN,
  remotes: {},
  site: {
    name: 'Noida Realty Advisors (sample)',
    titleBrand: 'Noida Realty Advisors',
    description: 'Sample consultancy',
    phone: '+91 98100 00000',
    emails: ['info@noida-realty.example', 'sales@noida-realty.example'],
    address: 'Office 501, Sample Tower, Sector-141, Noida, Uttar Pradesh 201305',
    mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=77.4%2C28.4%2C77.5%2C28.5',
    social: { linkedin: 'l', facebook: 'f', instagram: 'i', x: 'x', youtube: 'y', pinterest: 'p' },
    videos: [
      { title: 'a', embedUrl: 'https://v.test/a', thumbnail: '/a.svg' },
      { title: 'b', embedUrl: 'https://v.test/b', thumbnail: '/b.svg' },
    ],
  },
};

export function useTestConfig(over: Partial<RuntimeConfig> = {}): void {
  setRuntimeConfig({ ...TEST_CONFIG, ...over });
}
