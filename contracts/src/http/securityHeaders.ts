/**
 * The site's security-header policy, written once for every server of the site (the API now, the
 * site server later). Pure data: the options object helmet takes, without importing helmet here.
 */

/** One year: the usual Strict-Transport-Security lifetime. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/** Strict-Transport-Security's value, for a server that sets it without helmet (the site server). */
export function strictTransportSecurityValue({ includeSubDomains }: { includeSubDomains: boolean }): string {
  return `max-age=${HSTS_MAX_AGE_SECONDS}${includeSubDomains ? '; includeSubDomains' : ''}`;
}

export interface SecurityHeaderPolicy {
  /**
   * The answer reaches the browser over HTTPS. Strict-Transport-Security is sent only then: over
   * plain HTTP it means nothing to a browser, and pinning a name to HTTPS that is not served over
   * HTTPS locks visitors out.
   */
  https: boolean;
  /** Pin every subdomain to HTTPS too; only when the operator knows each of them serves HTTPS. */
  hstsIncludeSubDomains: boolean;
  /** Content-Security-Policy directives (helmet's camelCase names), with no defaults added. */
  csp: CspDirectives;
  /** Who may embed the answers (images shown by the site's other origins need 'cross-origin'). */
  crossOriginResourcePolicy?: 'same-origin' | 'same-site' | 'cross-origin';
}

export interface StrictTransportSecurityOptions {
  maxAge: number;
  includeSubDomains: boolean;
  preload: boolean;
}

/** The subset of helmet's options this policy sets (structurally helmet's HelmetOptions). */
export interface SecurityHeaderOptions {
  contentSecurityPolicy: { useDefaults: false; directives: Record<string, string[]> };
  crossOriginResourcePolicy: { policy: 'same-origin' | 'same-site' | 'cross-origin' };
  frameguard: { action: 'deny' };
  strictTransportSecurity: StrictTransportSecurityOptions | false;
}

export function securityHeaderOptions(policy: SecurityHeaderPolicy): SecurityHeaderOptions {
  const directives = Object.fromEntries(Object.entries(policy.csp).map(([name, values]) => [name, [...values]]));
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginResourcePolicy: { policy: policy.crossOriginResourcePolicy ?? 'same-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: policy.https
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: policy.hstsIncludeSubDomains, preload: false }
      : false,
  };
}
