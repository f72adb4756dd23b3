import { curatedField, curatedItems } from './curatedEndpoints';

describe('curated list answers', () => {
  it('maps each list to its field', () => {
    expect(curatedField('best-property')).toBe('best_property');
    expect(curatedField('genuine-deal')).toBe('genuine_deal');
    expect(curatedField('exclusive-deal')).toBe('exclusive_deal');
  });

  it('uses the list only when status is 200', () => {
    const item = { p_id: 1 };
    expect(curatedItems({ status: 200, best_property: [item] }, 'best-property')).toEqual([item]);
    expect(curatedItems({ status: 500, best_property: [item] }, 'best-property')).toEqual([]);
    expect(curatedItems({ best_property: [item] }, 'best-property')).toEqual([]);
    expect(curatedItems({ status: 200, best_property: 'oops' }, 'best-property')).toEqual([]);
    expect(curatedItems(null, 'genuine-deal')).toEqual([]);
    expect(curatedItems({ status: 200, best_property: [item] }, 'genuine-deal')).toEqual([]);
  });
});
