import { HSTS_MAX_AGE_SECONDS, securityHeaderOptions, strictTransportSecurityValue } from './securityHeaders';

const csp = { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] };

describe('securityHeaderOptions', () => {
  test('plain HTTP: no Strict-Transport-Security at all', () => {
    const options = securityHeaderOptions({ https: false, hstsIncludeSubDomains: true, csp });
    expect(options.strictTransportSecurity).toBe(false);
  });

  test('HTTPS: a year of HSTS, subdomains only when asked, never preload', () => {
    expect(securityHeaderOptions({ https: true, hstsIncludeSubDomains: false, csp }).strictTransportSecurity).toEqual({
      maxAge: HSTS_MAX_AGE_SECONDS,
      includeSubDomains: false,
      preload: false,
    });
    expect(securityHeaderOptions({ https: true, hstsIncludeSubDomains: true, csp }).strictTransportSecurity).toEqual({
      maxAge: 31_536_000,
      includeSubDomains: true,
      preload: false,
    });
  });

  test('the CSP is the given directives only, copied; frames are refused; resources same-origin unless told', () => {
    const options = securityHeaderOptions({ https: false, hstsIncludeSubDomains: false, csp });
    expect(options.contentSecurityPolicy).toEqual({ useDefaults: false, directives: csp });
    expect(options.contentSecurityPolicy.directives.imgSrc).not.toBe(csp.imgSrc);
    expect(options.frameguard).toEqual({ action: 'deny' });
    expect(options.crossOriginResourcePolicy).toEqual({ policy: 'same-origin' });
    const shared = securityHeaderOptions({
      https: false,
      hstsIncludeSubDomains: false,
      csp,
      crossOriginResourcePolicy: 'cross-origin',
    });
    expect(shared.crossOriginResourcePolicy).toEqual({ policy: 'cross-origin' });
  });
});

describe('strictTransportSecurityValue', () => {
  it('is a year, with subdomains only when asked', () => {
    expect(strictTransportSecurityValue({ includeSubDomains: false })).toBe('max-age=31536000');
    expect(strictTransportSecurityValue({ includeSubDomains: true })).toBe('max-age=31536000; includeSubDomains');
  });
});
