import { listingFieldsOf } from '../../test/api';
import {
  checkCreate,
  checkEdit,
  EMPTY_LISTING,
  fromListingFields,
  messagesByField,
  toListingBody,
} from './listingForm';

const filled = () => fromListingFields(listingFieldsOf(9));

describe('fromListingFields and toListingBody', () => {
  it('turn the API fields into text and back into the same body', () => {
    const values = filled();
    expect(values.price).toBe('125');
    expect(values.features).toBe('Swimming pool\nGym');
    expect(values.units).toBe('');
    expect(values.latitude).toBe('28.4595');
    expect(toListingBody(values)).toEqual(listingFieldsOf(9));
  });

  it('leaves empty optional numbers and furnishing out, and makes an empty point and RERA number null', () => {
    const body = toListingBody({
      ...filled(),
      washrooms: ' ',
      lifts: '',
      furnishing: '',
      latitude: '',
      longitude: '',
      reraNumber: '  ',
    });
    expect(body).not.toHaveProperty('washrooms');
    expect(body).not.toHaveProperty('lifts');
    expect(body).not.toHaveProperty('furnishing');
    expect(body.latitude).toBeNull();
    expect(body.longitude).toBeNull();
    expect(body.reraNumber).toBeNull();
  });

  it('reads only plain decimals as numbers, drops blank amenity lines and lower-cases place slugs', () => {
    const body = toListingBody({
      ...filled(),
      price: '1e3',
      area: ' 1200 ',
      rooms: '0',
      features: ' Gym \n\n  \nClub house',
      city: ' Noida ',
    });
    expect(body.price).toBeNaN();
    expect(body.area).toBe(1200);
    expect(body.rooms).toBe(0);
    expect(body.features).toEqual(['Gym', 'Club house']);
    expect(body.city).toBe('noida');
  });
});

describe('checkCreate', () => {
  it('gives a draft body for a complete form', () => {
    const result = checkCreate(filled());
    expect(result).toEqual({ ok: true, body: { ...listingFieldsOf(9), state: 'draft' } });
  });

  it("refuses an empty form with the API's messages, one a field", () => {
    const result = checkCreate(EMPTY_LISTING);
    if (result.ok) throw new Error('an empty form passed');
    expect(result.fields.title).toBe('This field is required');
    expect(result.fields.price).toBe('Please give the price in lakhs');
    expect(result.fields.area).toBe('Please give The area as a whole number');
    expect(result.fields.description).toBe('This field is required');
    expect(result.fields).not.toHaveProperty('washrooms');
    expect(result.fields).not.toHaveProperty('reraNumber');
  });

  it.each([
    ['price', '0', 'The price must be above zero'],
    ['price', '2000000', 'Please check the price: it is in lakhs'],
    ['rooms', '2.5', 'Please give Rooms as a whole number'],
    ['rooms', '51', 'Rooms must be at most 50'],
    ['reraNumber', 'x', 'Please give the RERA number as registered (e.g. UPRERAPRJ123456)'],
    ['city', 'Greater Noida!', 'Please choose from the list'],
    ['title', 'x'.repeat(201), 'Please keep this under 200 characters'],
  ] as const)('refuses %s %j with "%s"', (field, typed, message) => {
    const result = checkCreate({ ...filled(), [field]: typed });
    expect(result).toEqual({ ok: false, fields: { [field]: message } });
  });

  it('asks for both halves of the map point', () => {
    const result = checkCreate({ ...filled(), longitude: '' });
    expect(result).toEqual({ ok: false, fields: { longitude: 'Give both latitude and longitude, or neither' } });
  });
});

describe('checkEdit', () => {
  it('gives the PUT body without a state, trimmed', () => {
    const result = checkEdit({ ...filled(), title: '  4 BHK Villa  ' });
    expect(result).toEqual({ ok: true, body: { ...listingFieldsOf(9), title: '4 BHK Villa' } });
  });
});

describe('messagesByField', () => {
  it('keeps the first message of each field, amenities by their list', () => {
    expect(
      messagesByField([
        { path: ['features', 3], message: 'Please keep this under 80 characters' },
        { path: ['features', 4], message: 'This field is required' },
        { path: [], message: 'whole body' },
      ]),
    ).toEqual({ features: 'Please keep this under 80 characters', title: 'whole body' });
  });
});
