import { screen, within } from '@testing-library/react';
import { registerSiteRemotes } from 'shared-ui';
import { renderShell } from '../test/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federationRuntimeMock'));
jest.spyOn(console, 'warn').mockImplementation(() => undefined);

beforeAll(() =>
  registerSiteRemotes({
    listings: 'http://l/mf-manifest.json',
    content: 'http://c/mf-manifest.json',
    finance: 'http://f/mf-manifest.json',
  }),
);

describe('the shell router', () => {
  it.each([
    ['/about', 'content/routes segment=about'],
    ['/blog/some-post', 'content/routes segment=blog'],
    ['/gallery', 'content/routes segment=gallery'],
    ['/contact', 'content/routes segment=contact'],
    ['/search-property/r/noida/all/all', 'listings/routes segment=search-property'],
    ['/project-listing', 'listings/routes segment=project-listing'],
    ['/property/noida/all/residential', 'listings/routes segment=property'],
    ['/property/best-property', 'listings/routes segment=property'],
    ['/residential/noida/ats-pristine/12', 'listings/routes segment=residential'],
    ['/commercial/noida/spectrum-metro/7', 'listings/routes segment=commercial'],
    ['/shortlist', 'listings/routes segment=shortlist'],
    ['/compare?ids=12,7', 'listings/routes segment=compare'],
    ['/check-loan-eligibility', 'finance/routes segment=check-loan-eligibility'],
    ['/eligibility-check', 'finance/routes segment=eligibility-check'],
    ['/emi-calculator', 'finance/routes segment=emi-calculator'],
  ])('%s is handed to its owner (%s)', async (path, expected) => {
    await renderShell(path);
    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the fallback screen for an unknown path, inside the header and footer', async () => {
    await renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found: there is no page at /no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('composes the home page from fragments in the spec order', async () => {
    const { container } = await renderShell('/');
    const main = screen.getByRole('main');
    await within(main).findAllByTestId('remote-module');
    const regions = [...container.querySelectorAll('[data-remote-region]')].map((e) =>
      e.getAttribute('data-remote-region'),
    );
    expect(regions).toEqual([
      'listings/SearchForm',
      'listings/LatestListings',
      'listings/RecentlyViewed',
      'listings/BudgetGallery',
      'content/Testimonials',
      'content/NewsFeed',
    ]);
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Browse by Category', 'New Projects', 'Watch Our Project Videos', 'Help Center']);
  });
});
