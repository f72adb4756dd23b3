import { httpOrigin } from './origin';

describe('httpOrigin', () => {
  it.each([
    ['http://127.0.0.1:4801', 'http://127.0.0.1:4801'],
    ['https://www.example.in/', 'https://www.example.in'],
    ['http://[::1]:3010', 'http://[::1]:3010'],
    ['HTTPS://Example.IN:443', 'https://example.in'],
  ])('%s → %s', (text, origin) => expect(httpOrigin(text)).toBe(origin));

  it.each([
    '127.0.0.1:3010',
    'ftp://example.in',
    'https://example.in/api',
    'https://example.in/?',
    'https://example.in/#top',
    'https://user:pw@example.in',
    'not a url',
    '',
  ])('refuses %p', (text) => expect(httpOrigin(text)).toBeNull());
});
