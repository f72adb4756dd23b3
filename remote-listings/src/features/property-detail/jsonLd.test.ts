import { detailCrumbs } from './detailCrumbs';
import { breadcrumbJsonLd, listingJsonLd } from './jsonLd';
import { toDetailView, type DetailView } from './parseDetail';
import { detailFixture } from '../../test/listingFixtures';
import { sceneSources, type PropertyDetail } from 'contracts/api';

const origin = 'https://site.test';
const pageUrl = `${origin}/residential/noida/sky-villa/7`;

function detail(over: Record<string, unknown> = {}): DetailView {
  // Some cases hand in values the contract would refuse, to prove nothing odd reaches the JSON-LD.
  return toDetailView({ ...detailFixture, ...over } as PropertyDetail);
}

describe('listingJsonLd', () => {
  it('names the RERA registration, saying when the number is a sample', () => {
    expect(listingJsonLd(detail(), 'residential', pageUrl, origin)).not.toHaveProperty('identifier');
    const own = listingJsonLd(
      detail({ rera_number: 'UPRERAPRJ123456', rera_sample: false }),
      'residential',
      pageUrl,
      origin,
    );
    expect(own.identifier).toEqual({
      '@type': 'PropertyValue',
      propertyID: 'RERA',
      name: 'RERA registration number',
      value: 'UPRERAPRJ123456',
    });
    const sample = listingJsonLd(
      detail({ rera_number: 'UPRERAPRJ123456', rera_sample: true }),
      'residential',
      pageUrl,
      origin,
    );
    expect(sample.identifier).toMatchObject({
      value: 'UPRERAPRJ123456',
      description: 'sample number, not a real registration',
    });
  });

  it('describes the listing with its price in rupees (lakhs × 100000)', () => {
    const data = listingJsonLd(detail(), 'residential', pageUrl, origin);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Sky Villa',
      url: pageUrl,
      description: 'Large & bright',
      datePosted: '2025-07-01T11:25:01.000Z',
      image: [`${origin}/images/property/a.svg`, `${origin}/images/property/b.svg`],
      offers: { '@type': 'Offer', price: 19000000, priceCurrency: 'INR' },
    });
  });

  it('names the JPEG nearest 1200 px of each photo when the answer has photos (raster, for search engines)', () => {
    const photos = ['p-2-1.svg', 'p-2-2.svg'].map((f) => ({ alt: '', sources: sceneSources(f) }));
    const data = listingJsonLd(detail({ photos }), 'residential', pageUrl, origin);
    expect(data.image).toEqual([
      `${origin}/images/scenes/v1/p-2-1/1280.jpg`,
      `${origin}/images/scenes/v1/p-2-2/1280.jpg`,
    ]);
  });

  it("states the listing's own locality, address, city and region, and no postal code", () => {
    expect(listingJsonLd(detail(), 'residential', pageUrl, origin).contentLocation).toEqual({
      '@type': 'Place',
      name: 'Sector 150, Noida',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Tower A',
        addressLocality: 'Noida',
        addressRegion: 'Uttar Pradesh',
        addressCountry: 'IN',
      },
    });
  });

  it.each([
    ['ghaziabad', 'Ghaziabad', 'Uttar Pradesh'],
    ['gurgaon', 'Gurgaon', 'Haryana'],
    ['gandhi-nagar', 'Gandhi Nagar', 'Gujarat'],
  ])('a listing in %s is in %s, %s', (slug, city, region) => {
    const data = listingJsonLd(detail({ p_location: slug, location: 'Sector 1' }), 'commercial', pageUrl, origin);
    expect(data.contentLocation).toMatchObject({ address: { addressLocality: city, addressRegion: region } });
  });

  it('never carries the fixed display PIN 110024 nor any postal code', () => {
    for (const slug of ['noida', 'ghaziabad', 'gurgaon', 'gandhi-nagar']) {
      const json = JSON.stringify(listingJsonLd(detail({ p_location: slug }), 'residential', pageUrl, origin));
      expect(json).not.toMatch(/110024|postalCode/);
    }
  });

  it('states no region for a city it does not know, and no city for a bad city slug', () => {
    const faridabad = listingJsonLd(detail({ p_location: 'faridabad' }), 'residential', pageUrl, origin);
    expect(faridabad.contentLocation).toMatchObject({ address: { addressLocality: 'Faridabad' } });
    expect(JSON.stringify(faridabad)).not.toMatch(/addressRegion/);
    const odd = listingJsonLd(detail({ p_location: '<script>' }), 'residential', pageUrl, origin);
    expect(JSON.stringify(odd.contentLocation)).not.toMatch(/addressLocality|addressRegion|script/);
  });

  it('rounds fractional lakhs to whole rupees', () => {
    expect(listingJsonLd(detail({ price: 45.5 }), 'commercial', pageUrl, origin).offers).toMatchObject({
      price: 4550000,
    });
  });

  it('leaves out what is unknown instead of writing NaN or empty values', () => {
    const data = listingJsonLd(
      detail({ price: 'n/a', images: 'bad', description: '', created_at: 'yesterday' }),
      'residential',
      pageUrl,
      origin,
    );
    expect(data.offers).toBeUndefined();
    expect(data.image).toBeUndefined();
    expect(data.description).toBeUndefined();
    expect(data.datePosted).toBeUndefined();
    expect(JSON.stringify(data)).not.toMatch(/NaN|null/);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the crumbs in order with absolute URLs, the last one the page', () => {
    const data = breadcrumbJsonLd(detailCrumbs('residential', detail(), ''), pageUrl, origin);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Residential Property',
          item: `${origin}/property/noida/all/residential`,
        },
        { '@type': 'ListItem', position: 3, name: 'Noida', item: `${origin}/property/noida/all/residential` },
        { '@type': 'ListItem', position: 4, name: 'Sky Villa', item: pageUrl },
      ],
    });
  });

  it('uses the URL city, then noida, while the listing is unknown', () => {
    expect(detailCrumbs('commercial', null, 'gurgaon')[1]).toEqual({
      label: 'Commercial Property',
      to: '/property/gurgaon/all/commercial',
    });
    expect(detailCrumbs('commercial', null, '')[1]?.to).toBe('/property/noida/all/commercial');
    expect(detailCrumbs('commercial', null, 'gandhi-nagar')[2]).toEqual({
      label: 'Gandhi Nagar',
      to: '/property/gandhi-nagar/all/commercial',
    });
  });
});
