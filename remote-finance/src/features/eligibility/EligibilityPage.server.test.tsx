/**
 * @jest-environment node
 */
import { serverRender, tagsIn, testIdText } from '../../test/serverRender';
import EligibilityPage from './EligibilityPage';

const render = (path: string) => serverRender(<EligibilityPage />, path);

describe('the eligibility calculator in the server’s HTML', () => {
  it('a shared link shows its own figures, and the browser’s store starts from its inputs', () => {
    const shared = '/eligibility-check?duration=20&emis=5000&income=100000&rate=8.5&unit=years';
    const { html, state, redirect } = render(shared);
    expect(redirect).toBeNull();
    expect(state.eligibility).toEqual({
      income: '100000',
      existingEmis: '5000',
      rate: 8.5,
      unit: 'years',
      duration: 20,
    });
    const defaults = render('/eligibility-check');
    expect(testIdText(html, 'loan-emi')).toBe('₹50,000');
    expect(testIdText(html, 'loan-amount')).not.toBe(testIdText(defaults.html, 'loan-amount'));
    expect(tagsIn(html, 'input').find((i) => i.name === 'income')?.value).toBe('100000');
  });

  it('is a GET form without JavaScript: named fields, presets that submit their value, a noscript submit', () => {
    const { html } = render('/eligibility-check');
    expect(tagsIn(html, 'form')).toEqual([expect.objectContaining({ method: 'get', action: '/eligibility-check' })]);
    const inputs = tagsIn(html, 'input');
    for (const name of ['income', 'emis', 'rate', 'duration'])
      expect(inputs.filter((i) => i.name === name)).toHaveLength(1);
    expect(inputs.filter((i) => i.name === 'unit').map((i) => i.value)).toEqual(['months', 'years']);
    const submits = tagsIn(html, 'button').filter((b) => b.type === 'submit');
    expect(submits).toContainEqual(expect.objectContaining({ name: 'pick-income', value: '50000' }));
    expect(submits).toContainEqual(expect.objectContaining({ name: 'pick-emis', value: '100000' }));
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>CALCULATE<\/button><\/noscript>/);
  });

  it.each([
    ['?income=100000&emis=0&rate=9&unit=months&duration=180&pick-income=50000', 'income=50000'],
    ['?income=abc&rate=99', 'income=20000'],
  ])('%s answers with a redirect to the canonical query', (query, has) => {
    const { redirect } = render(`/eligibility-check${query}`);
    expect(redirect).toMatch(/^\/eligibility-check\?duration=\d+&emis=\d*&income=\d*&rate=[\d.]+&unit=(months|years)$/);
    expect(redirect).toContain(has);
  });

  it('the GET form’s own field order is the same page: no redirect', () => {
    expect(render('/eligibility-check?income=100000&emis=0&rate=9&unit=months&duration=180').redirect).toBeNull();
  });
});
