import { PROJECT_NAMES, suggestProjects } from './projectNames';
import { toSlug } from './slug';

describe('project names (spec section 5)', () => {
  it('are 46 distinct names, each with its own slug', () => {
    expect(PROJECT_NAMES).toHaveLength(46);
    expect(new Set(PROJECT_NAMES.map(toSlug)).size).toBe(46);
    expect(PROJECT_NAMES).toContain('Prestige City Siddharth Vihar');
  });

  it('suggest by case-insensitive substring', () => {
    expect(suggestProjects('ats')).toEqual(['ATS Pristine', 'ATS Le Grandiose']);
    expect(suggestProjects('gaur')).toEqual(['Gaur City 2', 'Gaurs Saundaryam']);
    expect(suggestProjects('  GODREJ ')).toEqual(['Godrej Woods', 'Godrej Palm Retreat']);
  });

  it('suggest nothing for blank text or no match', () => {
    expect(suggestProjects('')).toEqual([]);
    expect(suggestProjects('   ')).toEqual([]);
    expect(suggestProjects('zzz')).toEqual([]);
    expect(suggestProjects('a', ['Alpha', 'beta', 'Gamma'])).toEqual(['Alpha', 'beta', 'Gamma']);
  });
});
