/**
 * @jest-environment node
 */
import { serverRender as render, tagsIn as tags, testIdText } from '../../test/serverRender';
import EmiPage from './EmiPage';

const serverRender = (path: string) => {
  const { html, state, redirect } = render(<EmiPage />, path);
  return { html, emi: state.emi, redirect };
};
const monthly = (html: string) => testIdText(html, 'emi-monthly');

describe('the EMI calculator in the server’s HTML', () => {
  it('a shared link shows its own figures before any script runs', () => {
    const { html, emi, redirect } = serverRender('/emi-calculator?amount=5000000&rate=12&tenure=20&unit=years');
    expect(redirect).toBeNull();
    expect(monthly(html)).toBe('₹55,054');
    expect(html).toMatch(/aria-valuetext="20 Years"[^>]*value="20"/);
    // The browser's store starts from the same inputs, so hydration shows no other figure first.
    expect(emi).toMatchObject({ amount: 5_000_000, rate: 12, tenure: 20, unit: 'years', amountText: '5000000' });
  });

  it('a link in months, and absurd values clamped as the browser would', () => {
    expect(monthly(serverRender('/emi-calculator?amount=2000000&rate=9&tenure=84&unit=months').html)).toBe('₹32,178');
    const { emi } = serverRender('/emi-calculator?amount=999999999999999&rate=500&tenure=-4&unit=zzz');
    expect(emi).toMatchObject({ amount: 300_000_000, rate: 20, tenure: 1, unit: 'years' });
  });

  it('is a GET form without JavaScript: named fields, presets that submit their value, a noscript submit', () => {
    const { html } = serverRender('/emi-calculator');
    expect(tags(html, 'form')).toEqual([expect.objectContaining({ method: 'get', action: '/emi-calculator' })]);
    const inputs = tags(html, 'input');
    for (const name of ['amount', 'rate', 'tenure']) expect(inputs.filter((i) => i.name === name)).toHaveLength(1);
    expect(inputs.filter((i) => i.type === 'radio' && i.name === 'unit').map((i) => i.value)).toEqual([
      'years',
      'months',
    ]);
    const submits = tags(html, 'button').filter((b) => b.type === 'submit');
    expect(submits).toContainEqual(expect.objectContaining({ name: 'pick-amount', value: '500000' }));
    expect(submits).toContainEqual(expect.objectContaining({ name: 'pick-rate', value: '10' }));
    expect(submits).toContainEqual(expect.objectContaining({ name: 'pick-tenure', value: '15' }));
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>CALCULATE<\/button><\/noscript>/);
  });

  it.each([
    // A preset submitted beside its field (the preset wins); a parameter the page does not read is kept.
    [
      '?amount=5000000&rate=12&unit=years&tenure=20&pick-amount=2000000&utm_source=x',
      '/emi-calculator?amount=2000000&rate=12&tenure=20&unit=years&utm_source=x',
    ],
    [
      '?amount=999999999999999&rate=500&tenure=-4&unit=zzz',
      '/emi-calculator?amount=300000000&rate=20&tenure=1&unit=years',
    ],
  ])('%s answers with a redirect to the canonical query', (query, to) => {
    expect(serverRender(`/emi-calculator${query}`).redirect).toBe(to);
  });

  it('the GET form’s own field order, or a parameter the page does not read, is the same page: no redirect', () => {
    expect(serverRender('/emi-calculator?amount=5000000&rate=12&unit=years&tenure=20').redirect).toBeNull();
    expect(serverRender('/emi-calculator?remote-override=finance%3Dx').redirect).toBeNull();
    expect(
      serverRender('/emi-calculator?amount=5000000&rate=12&tenure=20&unit=years&utm_source=x').redirect,
    ).toBeNull();
  });

  it('without a query: the defaults (₹8,745)', () => {
    expect(monthly(serverRender('/emi-calculator').html)).toBe('₹8,745');
  });
});
