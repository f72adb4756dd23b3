import { FALLBACK_IMAGE, propertyImageUrl, type LatestListing } from 'contracts/api';
import { CARD_DESCRIPTION_LENGTH, cardFromLatest, cardFromListItem, detailPath } from './cardModel';
import { sampleListItem } from './sampleListItem';

const item = sampleListItem;

/** The API's types say what should come; these tests feed what may come. */
const garbage = (v: unknown) => v as never;

describe('cardFromListItem', () => {
  it('maps every field of a list item', () => {
    expect(cardFromListItem(item)).toEqual({
      pId: 42,
      pLocation: 'noida',
      slug: 'ats-pristine-3-bhk',
      image: 'ats-1.svg',
      photos: 2,
      picture: null,
      title: 'ATS Pristine 3 BHK',
      location: 'Sector 150, Noida',
      price: 185,
      status: 'Resale',
      room: 4,
      bathroom: 2,
      area: 1650,
      description: '',
    });
  });

  it('shows the description only when asked, as plain text', () => {
    expect(cardFromListItem(item, true).description).toBe('A bright home & garden');
    expect(cardFromListItem(item, false).description).toBe('');
  });

  it('cuts the description at 80 characters of text plus ...', () => {
    expect(CARD_DESCRIPTION_LENGTH).toBe(80);
    const card = cardFromListItem({ description: `<p>${'a'.repeat(100)}</p>` }, true);
    expect(card.description).toBe(`${'a'.repeat(80)}...`);
    expect(cardFromListItem({ description: 'b'.repeat(80) }, true).description).toBe('b'.repeat(80));
  });

  it('falls back to the property name when there is no title', () => {
    expect(cardFromListItem({ ...item, title: '' }).title).toBe('ATS Pristine');
    expect(cardFromListItem({ ...item, title: undefined }).title).toBe('ATS Pristine');
    expect(cardFromListItem({}).title).toBe('');
  });

  it('keeps numeric ids and numeric-looking text as numbers, other ids as text', () => {
    expect(cardFromListItem({ p_id: garbage('17') }).pId).toBe(17);
    expect(cardFromListItem({ p_id: garbage('abc') }).pId).toBe('abc');
    expect(cardFromListItem({ p_id: garbage(-3) }).pId).toBe('-3');
    expect(cardFromListItem({}).pId).toBe('');
  });

  it('turns numbers into text and anything else into an empty string', () => {
    const card = cardFromListItem({
      p_location: garbage(12),
      slug: garbage(null),
      location: garbage({ x: 1 }),
      property_status: garbage(['Resale']),
    });
    expect([card.pLocation, card.slug, card.location, card.status]).toEqual(['12', '', '', '']);
  });

  it('keeps a price that is a number or text, and nothing else', () => {
    expect(cardFromListItem({ price: garbage('185') }).price).toBe('185');
    expect(cardFromListItem({ price: 0 }).price).toBe(0);
    expect(cardFromListItem({ price: garbage(null) }).price).toBeNull();
    expect(cardFromListItem({ price: garbage({ amount: 5 }) }).price).toBeNull();
    expect(cardFromListItem({}).price).toBeNull();
  });

  it('reads counts from numbers and numeric text; negative, blank, infinite or other values give null', () => {
    const counts = (v: unknown) => {
      const c = cardFromListItem({ room: garbage(v), bathroom: garbage(v), area: garbage(v) });
      return [c.room, c.bathroom, c.area];
    };
    expect(counts(0)).toEqual([0, 0, 0]);
    expect(counts('3')).toEqual([3, 3, 3]);
    expect(counts(' 2 ')).toEqual([2, 2, 2]);
    expect(counts(-1)).toEqual([null, null, null]);
    expect(counts('')).toEqual([null, null, null]);
    expect(counts('  ')).toEqual([null, null, null]);
    expect(counts('x')).toEqual([null, null, null]);
    expect(counts(Number.POSITIVE_INFINITY)).toEqual([null, null, null]);
    expect(counts(Number.NaN)).toEqual([null, null, null]);
    expect(counts(true)).toEqual([null, null, null]);
    expect(counts(undefined)).toEqual([null, null, null]);
  });

  it('counts the photos of the JSON image list (0 for none or bad text)', () => {
    expect(cardFromListItem({ images: '["a.svg","b.svg","c.svg","d.svg","e.svg"]' }).photos).toBe(5);
    expect(cardFromListItem({ images: '["a.svg"]' }).photos).toBe(1);
    expect(cardFromListItem({ images: '[]' }).photos).toBe(0);
    expect(cardFromListItem({ images: 'not json' }).photos).toBe(0);
    expect(cardFromListItem({ images: garbage('{"a":1}') }).photos).toBe(0);
    expect(cardFromListItem({}).photos).toBe(0);
  });

  it('takes the first file name of the JSON image list, or none', () => {
    expect(cardFromListItem({ images: '[]' }).image).toBe('');
    expect(cardFromListItem({ images: 'not json' }).image).toBe('');
    expect(cardFromListItem({}).image).toBe('');
  });
});

describe('cardFromLatest', () => {
  const latest: Partial<LatestListing> = {
    p_id: 7,
    p_location: 'delhi',
    slug: 'dlf-camellias',
    property_title: 'DLF Camellias',
    description: '<p>Golf course view</p>',
    price: 1200,
  };

  it('uses property_title as the title and shows the description', () => {
    const card = cardFromLatest(latest);
    expect(card.title).toBe('DLF Camellias');
    expect(card.description).toBe('Golf course view');
    expect(detailPath(card, 'residential')).toBe('/residential/delhi/dlf-camellias/7');
  });
});

describe('card image URL (contracts propertyImageUrl)', () => {
  it('serves plain file names from the property image folder', () => {
    expect(propertyImageUrl('ats-1.svg')).toBe('/images/property/ats-1.svg');
    expect(propertyImageUrl('Tower_B-2.final.webp')).toBe('/images/property/Tower_B-2.final.webp');
  });

  it.each(['', '../etc/passwd', 'a/b.png', 'https://evil.example/x.png', 'x.png?y=1', 'a b.png', 'x.png\n', '%2e%2e'])(
    'refuses %p',
    (file) => {
      expect(propertyImageUrl(file)).toBe(FALLBACK_IMAGE);
    },
  );

  it('has a fallback inside the image folder', () => {
    expect(FALLBACK_IMAGE).toBe('/images/property/fallback.svg');
  });
});

describe('detailPath', () => {
  it('builds residential and commercial links', () => {
    const card = cardFromListItem(item);
    expect(detailPath(card, 'residential')).toBe('/residential/noida/ats-pristine-3-bhk/42');
    expect(detailPath(card, 'commercial')).toBe('/commercial/noida/ats-pristine-3-bhk/42');
  });

  it('encodes each segment and names a missing one "unknown"', () => {
    expect(detailPath({ pLocation: 'a/b', slug: '?x#y', pId: 'é 1' }, 'residential')).toBe(
      '/residential/a%2Fb/%3Fx%23y/%C3%A9%201',
    );
    expect(detailPath({ pLocation: '', slug: '', pId: '' }, 'commercial')).toBe('/commercial/unknown/unknown/unknown');
    expect(detailPath({ pLocation: 'noida', slug: 's', pId: 0 }, 'residential')).toBe('/residential/noida/s/0');
  });
});
