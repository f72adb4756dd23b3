/** Spec slug rule: lowercase, spaces turned into hyphens (runs of spaces become one hyphen). */
export function toSlug(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Inverse used for display: 'greater-noida-west' → 'Greater Noida West'. */
export function slugToTitle(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** A slug as the site's URLs carry it: lower-case letters and digits in hyphen-joined runs ('sector-150'). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
