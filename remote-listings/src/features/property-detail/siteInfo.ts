import { getSiteSettings } from 'shared-ui';

/** Site name and phone from the runtime config; blanks when it is not loaded (tests, a bad start). */
export function siteInfo(): { name: string; phone: string } {
  try {
    const s = getSiteSettings();
    return { name: s.name, phone: s.phone };
  } catch {
    return { name: '', phone: '' };
  }
}

/** '+91 98100 00000' → 'tel:+919810000000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
