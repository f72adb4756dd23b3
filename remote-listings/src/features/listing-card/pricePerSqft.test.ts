import { formatPricePerSqft, pricePerSqft } from './pricePerSqft';

describe('pricePerSqft (price in lakhs, area in sqft → rupees per sqft)', () => {
  it('converts lakhs to rupees and divides by the area, rounded to the rupee', () => {
    // 185 lakhs = ₹1,85,00,000 over 1650 sqft = 11,212.12…
    expect(pricePerSqft(185, 1650)).toBe(11212);
    expect(pricePerSqft(50, 1000)).toBe(5000);
    // Half a rupee rounds up: ₹1,00,000 over 2,00,000 sqft is ₹0.5.
    expect(pricePerSqft(1, 200_000)).toBe(1);
    expect(pricePerSqft(12.5, 500)).toBe(2500);
  });

  it('reads numeric text as the list answers may carry it', () => {
    expect(pricePerSqft('185', '1650')).toBe(11212);
    expect(pricePerSqft(' 50 ', 1000)).toBe(5000);
  });

  it('gives null when the area is 0 or missing', () => {
    expect(pricePerSqft(185, 0)).toBeNull();
    expect(pricePerSqft(185, null)).toBeNull();
    expect(pricePerSqft(185, undefined)).toBeNull();
    expect(pricePerSqft(185, '')).toBeNull();
    expect(pricePerSqft(185, '  ')).toBeNull();
  });

  it('gives null when the price is 0, missing or not a number', () => {
    expect(pricePerSqft(0, 1000)).toBeNull();
    expect(pricePerSqft(null, 1000)).toBeNull();
    expect(pricePerSqft(undefined, 1000)).toBeNull();
    expect(pricePerSqft('on request', 1000)).toBeNull();
  });

  it('refuses negative, infinite, NaN and non-numeric values', () => {
    expect(pricePerSqft(-5, 1000)).toBeNull();
    expect(pricePerSqft(5, -1000)).toBeNull();
    expect(pricePerSqft(Number.POSITIVE_INFINITY, 1000)).toBeNull();
    expect(pricePerSqft(5, Number.NaN)).toBeNull();
    expect(pricePerSqft(true, 1000)).toBeNull();
    expect(pricePerSqft({ price: 5 }, 1000)).toBeNull();
    expect(pricePerSqft([5], [1000])).toBeNull();
  });
});

describe('formatPricePerSqft', () => {
  it('shows rupees with Indian grouping and the unit', () => {
    expect(formatPricePerSqft(185, 1650)).toBe('₹11,212/sqft');
    // ₹12,50,000 per sqft: lakhs grouping, not thousands
    expect(formatPricePerSqft(1250, 100)).toBe('₹12,50,000/sqft');
    expect(formatPricePerSqft(5, 1000)).toBe('₹500/sqft');
  });

  it('shows nothing when there is nothing to compute', () => {
    expect(formatPricePerSqft(185, 0)).toBe('');
    expect(formatPricePerSqft(185, null)).toBe('');
    expect(formatPricePerSqft(null, 1650)).toBe('');
  });
});
