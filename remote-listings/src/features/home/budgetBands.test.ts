import { BUDGET_BANDS, inBudget, pickBudgetListings } from './budgetBands';

const band = (id: string) => BUDGET_BANDS.find((b) => b.id === id)!;

describe('budget bands', () => {
  it('has the exact button labels', () => {
    expect(BUDGET_BANDS.map((b) => b.label)).toEqual(['0 - 50* Lacs', '50 - 1* Cr', '1 - 5* Cr', 'Above 5* Cr']);
  });

  it.each([
    ['0-50', 0, true],
    ['0-50', 50, true],
    ['0-50', 50.5, false],
    ['50-100', 50, true],
    ['50-100', 100, true],
    ['50-100', 49.9, false],
    ['50-100', 101, false],
    ['100-500', 100, true],
    ['100-500', 500, true],
    ['100-500', 500.01, false],
    ['500+', 500, true],
    ['500+', 9000, true],
    ['500+', 499, false],
  ])('%s includes %p: %p', (id, price, expected) => {
    expect(inBudget(price, band(id))).toBe(expected);
  });

  it('never matches a missing or garbage price', () => {
    expect(inBudget(undefined, band('0-50'))).toBe(false);
    expect(inBudget('abc', band('0-50'))).toBe(false);
    expect(inBudget(NaN, band('500+'))).toBe(false);
    expect(inBudget('45', band('0-50'))).toBe(true);
  });

  it('picks the first 6 overall with no band, and the first 6 matching with one', () => {
    const items = Array.from({ length: 20 }, (_, i) => ({ price: i * 40 }));
    expect(pickBudgetListings(items, null)).toHaveLength(6);
    expect(pickBudgetListings(items, null)[0]).toBe(items[0]);
    expect(pickBudgetListings(items, '100-500').map((i) => i.price)).toEqual([120, 160, 200, 240, 280, 320]);
    expect(pickBudgetListings(items, '0-50').map((i) => i.price)).toEqual([0, 40]);
    expect(pickBudgetListings([], '0-50')).toEqual([]);
    expect(pickBudgetListings(items, 'bogus')).toHaveLength(6);
  });
});
