import { listItemFixture } from '../../test/listingFixtures';
import { curatedListAnswerSchema } from './curatedAnswer';
import { curatedField, curatedItems } from './curatedEndpoints';

const item = listItemFixture(1);

describe('curated list answers', () => {
  it('maps each list to its field', () => {
    expect(curatedField('best-property')).toBe('best_property');
    expect(curatedField('genuine-deal')).toBe('genuine_deal');
    expect(curatedField('exclusive-deal')).toBe('exclusive_deal');
  });

  it('uses the list only when status is 200 (spec), and only its own field', () => {
    const parse = (answer: unknown) => curatedListAnswerSchema.parse(answer);
    expect(curatedItems(parse({ status: 200, best_property: [item] }), 'best-property')).toEqual([item]);
    expect(curatedItems(parse({ status: 500, best_property: [item] }), 'best-property')).toEqual([]);
    expect(curatedItems(parse({ status: 200, best_property: [item] }), 'genuine-deal')).toEqual([]);
  });

  it.each([
    ['no status', { best_property: [item] }],
    ['a list that is not an array', { status: 200, best_property: 'oops' }],
    ['an item missing its fields', { status: 200, exclusive_deal: [{ p_id: 1 }] }],
    ['null', null],
  ])('refuses an answer with %s (the screen shows its error state)', (_label, answer) => {
    expect(curatedListAnswerSchema.safeParse(answer).success).toBe(false);
  });
});
