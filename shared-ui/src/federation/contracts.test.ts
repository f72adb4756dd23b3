import { REMOTE_EXPOSES, SEGMENT_OWNERS } from './contracts';

describe('SEGMENT_OWNERS', () => {
  it('names only remotes of the contract, each of which exposes ./routes', () => {
    for (const [segment, owner] of Object.entries(SEGMENT_OWNERS)) {
      expect([segment, Object.keys(REMOTE_EXPOSES)]).toEqual([segment, expect.arrayContaining([owner])]);
      expect(REMOTE_EXPOSES[owner]).toContain('./routes');
    }
  });

  it('maps the first segments of the route table (site spec section 2)', () => {
    expect(SEGMENT_OWNERS).toEqual({
      'search-property': 'listings',
      'project-listing': 'listings',
      property: 'listings',
      residential: 'listings',
      commercial: 'listings',
      about: 'content',
      blog: 'content',
      gallery: 'content',
      contact: 'content',
      'check-loan-eligibility': 'finance',
      'eligibility-check': 'finance',
      'emi-calculator': 'finance',
    });
  });

  it('uses lowercase URL segments only', () => {
    for (const segment of Object.keys(SEGMENT_OWNERS)) expect(segment).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
