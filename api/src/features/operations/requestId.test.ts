import { REQUEST_ID_PATTERN, requestIdFor, routeLabel } from './requestId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it.each(['abcdefgh', 'lb-1:7f3a.9c_2', 'a'.repeat(128), '0123456789abcdef0123456789abcdef'])('keeps %p', (id) =>
    expect(requestIdFor(id)).toBe(id),
  );

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(129)],
    ['a space', 'abcd efgh'],
    ['an e-mail', 'someone@example.com'],
    ['a newline', 'abcdefgh\nforged line'],
    ['empty', ''],
  ])('replaces one with %s by a fresh UUID', (_why, id) => {
    const out = requestIdFor(id);
    expect(out).toMatch(UUID);
    expect(REQUEST_ID_PATTERN.test(out)).toBe(true);
  });

  it('generates one when there is none, or when the header came twice', () => {
    expect(requestIdFor(undefined)).toMatch(UUID);
    expect(requestIdFor(['abcdefgh', 'ijklmnop'])).toMatch(UUID);
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});

describe('routeLabel', () => {
  it('is the template, or one label for every unmatched path', () => {
    expect(routeLabel('/api/property-detail/:type/:id')).toBe('/api/property-detail/:type/:id');
    expect(routeLabel(undefined)).toBe('(no route)');
  });
});
