import { TEAM_MEMBERS } from './team.data';

describe('team data (spec section 9)', () => {
  it('has two directors and a sales head with photo, name, designation and bio', () => {
    expect(TEAM_MEMBERS.map((m) => m.designation)).toEqual(['Director', 'Director', 'Sales Head']);
    TEAM_MEMBERS.forEach((m, i) => {
      expect(m.photo).toBe(`/images/team/team-${i + 1}.svg`);
      expect(m.name.trim()).not.toBe('');
    });
  });

  it('bios match the spec facts', () => {
    const [first, second, head] = TEAM_MEMBERS;
    expect(first?.content).toMatch(/13 years of experience/);
    expect(first?.content).toMatch(/since 2012/);
    expect(second?.content).toMatch(/7 years .*HR/);
    expect(head?.content).toMatch(/8 years/);
    expect(head?.content).toMatch(/about 10 people in Noida and Ghaziabad/);
  });
});
