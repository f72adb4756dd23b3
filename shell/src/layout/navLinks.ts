/** The header's links, in the spec's order (site-spec 'Header and navigation'). */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About', end: false },
  { to: '/blog', label: 'Blog', end: false },
  { to: '/gallery', label: 'Gallery', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;

export const LOAN_LINK = { to: '/check-loan-eligibility', label: 'Check Loan Eligibility' } as const;

export const SOCIAL_LINKS = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'x', label: 'X' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'pinterest', label: 'Pinterest' },
] as const;

/** 'tel:' form of a displayed phone number: digits and a leading + only. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+91${digits}`}`;
}
