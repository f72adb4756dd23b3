import { pricePerSqftFact } from './pricePerSqftFact';

describe('pricePerSqftFact', () => {
  it('is the rupees per sqft of the listing', () => {
    expect(pricePerSqftFact({ price: 185, area: 1650 })).toEqual([{ label: 'Price per sqft', value: '₹11,212/sqft' }]);
  });

  it('is left out when the area or the price is 0 or missing', () => {
    expect(pricePerSqftFact({ price: 185, area: 0 })).toEqual([]);
    expect(pricePerSqftFact({ price: 185, area: null })).toEqual([]);
    expect(pricePerSqftFact({ price: null, area: 1650 })).toEqual([]);
    expect(pricePerSqftFact({ price: 0, area: 1650 })).toEqual([]);
  });
});
