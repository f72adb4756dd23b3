import { publicPostPath, publishTimeText } from './postStates';

describe('publishTimeText', () => {
  it.each([
    [{ state: 'draft', publishAt: null }, 'Not published'],
    [{ state: 'scheduled', publishAt: '2026-11-30T18:30:00.000Z' }, 'Publishes 01 Dec 2026, 00:00 IST'],
    [{ state: 'published', publishAt: '2026-11-28T03:30:00.000Z' }, 'Published 28 Nov 2026, 09:00 IST'],
    [{ state: 'published', publishAt: null }, 'Published'],
    [
      { state: 'unpublished', publishAt: '2026-11-28T03:30:00.000Z' },
      'Taken down (was published 28 Nov 2026, 09:00 IST)',
    ],
    [{ state: 'unpublished', publishAt: null }, 'Taken down'],
  ] as const)('%j reads %s', (post, text) => {
    expect(publishTimeText(post)).toBe(text);
  });
});

describe('publicPostPath', () => {
  it('is the public blog address of the slug', () => {
    expect(publicPostPath('noida-metro-guide')).toBe('/blog/noida-metro-guide');
  });
});
