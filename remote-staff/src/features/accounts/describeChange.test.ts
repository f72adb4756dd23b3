import { describeChange } from './describeChange';

describe('describeChange', () => {
  it('names each changed field with its old and new value', () => {
    expect(describeChange({ role: 'editor', disabled: false }, { role: 'admin', disabled: false })).toBe(
      'role: editor → admin',
    );
    expect(describeChange({ price: 1 }, { price: 2, state: 'published' })).toBe(
      'price: 1 → 2; state: (none) → published',
    );
  });

  it('says what was made or removed', () => {
    expect(describeChange(null, { email: 'a@b.in', role: 'agent' })).toBe('New: email a@b.in, role agent');
    expect(describeChange({ email: 'a@b.in' }, null)).toBe('Removed: email a@b.in');
    expect(describeChange(null, null)).toBe('');
  });

  it('says so when nothing changed, and shortens long values', () => {
    expect(describeChange({ a: 1 }, { a: 1 })).toBe('No field changed');
    const long = 'x'.repeat(100);
    expect(describeChange({ a: '' }, { a: long })).toBe(`a:  → ${'x'.repeat(59)}…`);
  });
});
