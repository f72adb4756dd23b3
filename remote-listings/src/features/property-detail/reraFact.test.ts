import { reraOf } from './parseDetail';
import { reraFact } from './reraFact';

describe('RERA number', () => {
  it('is shown as given, and a sample says it is one', () => {
    expect(reraFact({ number: 'UPRERAPRJ123456', sample: false })).toEqual([
      { label: 'RERA No.', value: 'UPRERAPRJ123456' },
    ]);
    expect(reraFact({ number: 'UPRERAPRJ123456', sample: true })).toEqual([
      { label: 'RERA No.', value: 'UPRERAPRJ123456 (sample number, not a real registration)' },
    ]);
  });

  it('is left out when the listing has none', () => {
    expect(reraFact(null)).toEqual([]);
  });

  it('is read from the answer only when it looks like a registration number', () => {
    expect(reraOf({ rera_number: ' UPRERAPRJ123456 ', rera_sample: false })).toEqual({
      number: 'UPRERAPRJ123456',
      sample: false,
    });
    expect(reraOf({ rera_number: 'GGM/123/2019/45', rera_sample: false })).toEqual({
      number: 'GGM/123/2019/45',
      sample: false,
    });
    expect(reraOf({})).toBeNull();
    expect(reraOf({ rera_number: '' })).toBeNull();
    expect(reraOf({ rera_number: '<b>x</b>' })).toBeNull();
    expect(reraOf({ rera_number: 'x'.repeat(80) })).toBeNull();
  });

  it('a number the answer does not call real is a sample', () => {
    expect(reraOf({ rera_number: 'UPRERAPRJ123456' })).toEqual({ number: 'UPRERAPRJ123456', sample: true });
    expect(reraOf({ rera_number: 'UPRERAPRJ123456', rera_sample: true })?.sample).toBe(true);
  });
});
