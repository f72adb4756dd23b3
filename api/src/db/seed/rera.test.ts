import { sampleRera, sampleReraNumber } from './rera';

describe('sample RERA numbers', () => {
  it("are UP-RERA's project form, the same for the same project and different for others", () => {
    const a = sampleReraNumber('Ace Divino');
    expect(a).toMatch(/^UPRERAPRJ\d{6}$/);
    expect(sampleReraNumber('Ace Divino')).toBe(a);
    expect(sampleReraNumber('Nirala Estate')).not.toBe(a);
  });

  it('only Uttar Pradesh projects that are not upcoming have one', () => {
    expect(sampleRera('noida', 'Resale', 'Ace Divino')).toBe(sampleReraNumber('Ace Divino'));
    expect(sampleRera('ghaziabad', 'New Launch', 'Ace Divino')).toBe(sampleReraNumber('Ace Divino'));
    expect(sampleRera('noida', 'Upcomming', 'Ace Divino')).toBeNull();
    expect(sampleRera('gurgaon', 'Resale', 'Ace Divino')).toBeNull();
    expect(sampleRera('gandhi-nagar', 'Resale', 'Ace Divino')).toBeNull();
    expect(sampleRera('__proto__', 'Resale', 'Ace Divino')).toBeNull();
  });
});
