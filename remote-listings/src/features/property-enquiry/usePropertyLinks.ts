import { getSiteSettings, usePageUrl } from 'shared-ui';
import { telHref, whatsappHref } from './contactLinks';

export interface PropertyLinks {
  /** The firm's phone as shown ('+91 98100 00000'); '' when the config has none. */
  phone: string;
  call: string | null;
  whatsapp: string | null;
}

/** The firm's phone from the runtime config; '' when it is not loaded (tests, a bad start). */
function sitePhone(): string {
  try {
    return getSiteSettings().phone;
  } catch {
    return '';
  }
}

/**
 * Call and WhatsApp links for a listing's page. The page's address is the canonical one (origin
 * and path, as its head's canonical link and shared URLs use), the same on the server and in the browser.
 */
export function usePropertyLinks(propertyName: string): PropertyLinks {
  const url = usePageUrl();
  const phone = sitePhone();
  return {
    phone,
    call: telHref(phone),
    whatsapp: whatsappHref(phone, propertyName, `${url.origin}${url.pathname}`),
  };
}
