import { getSiteSettings } from '../config/runtimeConfig';

/** Between a page's own words and the brand: one form on every page of the site. */
export const TITLE_SEPARATOR = ' | ';

/** `Contact Us | Noida Realty Advisors`; the page's words alone when there is no brand. */
export function joinPageTitle(page: string, brand: string | undefined): string {
  const words = page.trim();
  const name = brand?.trim() ?? '';
  if (!name) return words;
  if (!words) return name;
  return `${words}${TITLE_SEPARATOR}${name}`;
}

/** The runtime config's title brand (its `name` when it sets none); undefined before it is loaded (tests, a bad start). */
export function titleBrand(): string | undefined {
  try {
    const site = getSiteSettings();
    return site.titleBrand ?? site.name;
  } catch {
    return undefined;
  }
}

/** A page's `<title>`: its own words, then the firm's brand from the runtime config. */
export function pageTitle(page: string): string {
  return joinPageTitle(page, titleBrand());
}
