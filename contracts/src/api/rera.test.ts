import { RERA_NUMBER_PATTERN, reraDisplay } from './rera';

describe('RERA numbers', () => {
  it('accept the forms authorities use and nothing that could carry markup or run on', () => {
    for (const n of ['UPRERAPRJ123456', 'UPRERAAGT10202', 'GGM/123/2019/45', 'PR/GJ/GANDHINAGAR/MAA01234']) {
      expect(RERA_NUMBER_PATTERN.test(n)).toBe(true);
    }
    for (const n of ['', 'ab', '<b>x</b>', ' UPRERAPRJ1', 'x'.repeat(61), 'UPRERA"PRJ']) {
      expect(RERA_NUMBER_PATTERN.test(n)).toBe(false);
    }
  });

  it('are shown as they are, a sample saying it is one', () => {
    expect(reraDisplay('UPRERAPRJ123456', false)).toBe('UPRERAPRJ123456');
    expect(reraDisplay('UPRERAPRJ123456', true)).toBe('UPRERAPRJ123456 (sample number, not a real registration)');
  });
});
