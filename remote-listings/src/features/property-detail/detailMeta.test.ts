import type { PropertyDetail } from 'contracts/api';
import { useTestApiHost } from '../../test/testConfig';
import { commercialSample, residentialSample } from './detailFixtures';
import { detailMeta, detailTitleWords, unitLabel } from './detailMeta';
import { toDetailView, type DetailView } from './parseDetail';

const view = (over: Record<string, unknown> = {}, base: object = residentialSample): DetailView =>
  toDetailView({ ...base, ...over } as unknown as PropertyDetail);

beforeAll(useTestApiHost);

describe('unitLabel', () => {
  it('names the BHK and the type, or what there is of them', () => {
    expect(unitLabel({ bedroom: 3, type: 'Apartment' })).toBe('3 BHK Apartment');
    expect(unitLabel({ bedroom: 0, type: 'Office' })).toBe('Office');
    expect(unitLabel({ bedroom: null, type: 'Shop' })).toBe('Shop');
    expect(unitLabel({ bedroom: 2, type: '' })).toBe('2 BHK');
    expect(unitLabel({ bedroom: null, type: '' })).toBe('');
  });
});

describe('detail titles', () => {
  it('two units of one project at one price get distinct titles (BHK and type)', () => {
    const units = [
      view({ p_id: 1, bedroom: 2, property_type: 'Apartment' }),
      view({ p_id: 2, bedroom: 3, property_type: 'Apartment' }),
      view({ p_id: 3, bedroom: 3, property_type: 'Villa' }),
    ];
    const titles = units.map(detailTitleWords);
    expect(titles).toEqual([
      '2 BHK Apartment in Amrapali Silicon City, Sector 76, Noida – ₹1.9 Cr',
      '3 BHK Apartment in Amrapali Silicon City, Sector 76, Noida – ₹1.9 Cr',
      '3 BHK Villa in Amrapali Silicon City, Sector 76, Noida – ₹1.9 Cr',
    ]);
  });

  it('a commercial unit: its type; a listing saying neither: its name alone', () => {
    expect(detailTitleWords(view({}, commercialSample))).toBe(
      'Office in Nirala Estate, Sector 16, Gandhi Nagar – ₹46 Lacs',
    );
    expect(detailTitleWords(view({ bedroom: 0, property_type: '', price: null }))).toBe(
      'Amrapali Silicon City, Sector 76, Noida',
    );
  });

  it("ends with the runtime config's brand in every state", () => {
    const brand = ' | Noida Realty Advisors';
    expect(detailMeta('residential', { state: 'ready', detail: view(), refreshing: false }).title).toMatch(
      new RegExp(`^3 BHK Apartment in .*${brand.replace('|', '\\|')}$`),
    );
    expect(detailMeta('commercial', { state: 'not-found' }).title).toBe(`Property not found${brand}`);
  });
});
