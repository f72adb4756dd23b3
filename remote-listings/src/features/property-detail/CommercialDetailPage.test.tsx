import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CommercialDetailPage from './CommercialDetailPage';
import { NOT_FOUND_TITLE } from './DetailStatus';
import { FAVORITES_KEY } from './favorites';
import { mockApi } from 'shared-ui/testing';
import { apiError, detailRoute, similarRoute } from '../../test/api';
import { renderAt } from '../../test/renderAt';
import { useTestApiHost } from '../../test/testConfig';
import { commercialSample } from './detailFixtures';

const ROUTE = '/commercial/:queryLocation/:propertyName/:pid';
const PATH = '/commercial/gandhi-nagar/nirala-estate/236';
const api = mockApi();
const fetchedPaths = () => api.calls.map((c) => c.path);

function sectionOf(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).parentElement as HTMLElement;
}

function factIn(section: HTMLElement, label: string): string | null | undefined {
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function renderLoaded(detail: unknown = commercialSample) {
  api.use(
    detailRoute('commercial', 236, { body: { status: 200, property_detail: [detail] } }),
    similarRoute('commercial', 236, { body: { status: 200, similar_properties: [] } }),
  );
  const utils = renderAt(PATH, ROUTE, <CommercialDetailPage />);
  await screen.findByRole('heading', { level: 1, name: 'Nirala Estate' });
  return utils;
}

beforeAll(() => useTestApiHost());
beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('CommercialDetailPage', () => {
  it('shows name, builder, location and every section with the fixed texts', async () => {
    await renderLoaded();
    // The listing, then its similar listings (shown under it).
    expect(fetchedPaths()).toEqual([
      '/api/property-detail/commercial/236',
      '/api/property-detail/commercial/236/similar',
    ]);
    expect(screen.getByText('By Nirala World')).toBeInTheDocument();
    expect(screen.getByText('Sector 16, Gandhi Nagar')).toBeInTheDocument();

    const overview = sectionOf('Overview');
    expect(factIn(overview, 'Updated On')).toBe('06 Jul 2025');
    expect(factIn(overview, 'Area')).toBe('535 sq-ft');
    expect(factIn(overview, 'Lift')).toBe('6');

    const address = sectionOf('Address');
    expect(factIn(address, 'Address')).toBe('Unit 702, Nirala Estate, Gandhi Nagar');
    expect(factIn(address, 'City')).toBe('Gandhi Nagar');
    expect(factIn(address, 'Zip Code')).toBe('110024');
    expect(factIn(address, 'Country')).toBe('India');

    const details = sectionOf('Details');
    expect(factIn(details, 'Property ID')).toBe('236');
    expect(factIn(details, 'Price')).toBe('₹46 Lacs');
    expect(factIn(details, 'Lift')).toBe('6');
    expect(factIn(details, 'Washrooms')).toBe('2');
    expect(factIn(details, 'Area')).toBe('535 sq-ft');
    expect(factIn(details, 'Ownership')).toBe('Leasehold');
    expect(factIn(details, 'Furnishing')).toBe('Semi');
    expect(factIn(details, 'Brokerage')).toBe('1% + GST');
    expect(factIn(details, 'Price Negotiable')).toBe('Yes');

    const features = sectionOf('Features & Amenities');
    expect(within(features).getAllByRole('listitem')).toHaveLength(3);
  });

  it('capitalises every word of a hyphenated city slug', async () => {
    await renderLoaded({ ...commercialSample, p_location: 'greater-noida-west' });
    expect(factIn(sectionOf('Address'), 'City')).toBe('Greater Noida West');
    expect(screen.getByRole('link', { name: 'Commercial Property' })).toHaveAttribute(
      'href',
      '/property/greater-noida-west/all/commercial',
    );
  });

  it('takes the city from the URL when the answer has none', async () => {
    await renderLoaded({ ...commercialSample, p_location: 'Not A Slug' });
    expect(factIn(sectionOf('Address'), 'City')).toBe('Gandhi Nagar');
  });

  it('renders the description sanitised', async () => {
    await renderLoaded();
    const description = sectionOf('Description');
    expect(description.querySelector('script')).toBeNull();
    expect(description.innerHTML).not.toMatch(/onerror|__hacked/);
    expect(within(description).getByText('Bright 3 BHK.')).toBeInTheDocument();
  });

  it('has a side panel with the enquiry form, the phone, WhatsApp and working buttons', async () => {
    await renderLoaded();
    const panel = screen.getByRole('complementary', { name: 'Enquire about this property' });
    expect(within(panel).getByRole('form', { name: 'Enquiry about Nirala Estate' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'I am interested in Nirala Estate. Please send me more details.',
    );
    expect(within(panel).getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919810000000\?text=.*Nirala%20Estate/),
    );
    expect(within(panel).getByRole('link', { name: /Call \+91 98100 00000/ })).toHaveAttribute(
      'href',
      'tel:+919810000000',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Favorite' }));
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY) ?? '[]')).toEqual(['commercial:236']);
  });

  it('sets metadata and schema.org data for the listing and its breadcrumb', async () => {
    await renderLoaded();
    await waitFor(() =>
      expect(document.title).toBe(
        'Office in Nirala Estate, Sector 16, Gandhi Nagar – ₹46 Lacs | Noida Realty Advisors',
      ),
    );
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    );
    expect(blocks[0]).toMatchObject({
      '@type': 'RealEstateListing',
      category: 'Commercial',
      offers: { price: 4600000, priceCurrency: 'INR' },
    });
    expect(blocks[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('shows not-found for an unknown pid', async () => {
    api.use(detailRoute('commercial', 4040, apiError(404, 'No such property', 'Not Found')));
    renderAt('/commercial/noida/x/4040', ROUTE, <CommercialDetailPage />);
    expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse commercial properties' })).toHaveAttribute(
      'href',
      '/property/noida/all/commercial',
    );
  });

  it('shows not-found for a malformed pid without calling the API', async () => {
    renderAt('/commercial/noida/x/12abc', ROUTE, <CommercialDetailPage />);
    expect(screen.getByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    await act(async () => undefined);
    expect(api.calls).toHaveLength(0);
  });

  it('shows a polite message with Retry when the server cannot be reached', async () => {
    api.use(detailRoute('commercial', 236, 'network-error'));
    renderAt(PATH, ROUTE, <CommercialDetailPage />);
    expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });
});
