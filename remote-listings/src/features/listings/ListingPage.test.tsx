import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'shared-ui/router';
import { makeStore } from '../../store/makeStore';
import { mockApi } from 'shared-ui/testing';
import { useTestApiHost } from '../../test/testConfig';
import { apiError, citiesRoute, listRoute, locationsRoute } from '../../test/api';
import { listAnswer, listItems } from './listingFixtures';
import ListingPage from './ListingPage';

const SETTLE = { timeout: 3000 };

// Each change waits out the screen's ~1 s spinner for real.
jest.setTimeout(20_000);
const LIST = '/api/property-category/noida/all/residential';
const api = mockApi();

/** The router's side of the test: where it is, and the back button. */
const router = { location: null as Location | null, back: () => undefined as void };
function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    router.location = location;
    router.back = () => void navigate(-1);
  });
  return null;
}

function renderAt(path: string) {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/property/:cityname/:queryLocation/:queryCategory" element={<ListingPage mode="category" />} />
        </Routes>
        <RouterProbe />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

/** The list queries the API was asked (the filters and sort part, without paging). */
const listCalls = (): string[] =>
  api.calls
    .map((call) => new URL(call.url))
    .filter((url) => url.pathname === LIST)
    .map((url) => {
      url.searchParams.delete('page');
      url.searchParams.delete('pageSize');
      return url.searchParams.toString();
    });

beforeAll(() => useTestApiHost());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('ListingPage', () => {
  it('lists what the URL asks for, puts a change in the URL and follows the back button', async () => {
    api.use(
      citiesRoute({ body: { status: 200, city_list: [{ id: 1, city: 'Noida', slug: 'noida' }] } }),
      locationsRoute('noida', { body: { status: 200, location_list: [] } }),
      // The server filters: two homes for 2 BHK, one for 2 or 3 BHK sorted by price.
      listRoute('property-category/noida/all/residential', (call) => ({
        body: listAnswer(listItems(1, call.query.get('rooms') === '2' ? 2 : 1)),
      })),
    );
    const user = renderAt('/property/noida/all/residential?rooms=2,bogus');
    expect(screen.getByRole('heading', { level: 1, name: 'RESIDENTIAL PROPERTY IN NOIDA' })).toBeInTheDocument();
    expect(await screen.findByText('2 property found', undefined, SETTLE)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(listCalls()).toEqual(['rooms=2']);

    await user.click(screen.getByRole('button', { name: /^Rooms/ }));
    await user.click(screen.getByRole('checkbox', { name: '3 BHK' }));
    expect(screen.getByRole('checkbox', { name: '3 BHK' })).toBeChecked();
    expect(router.location?.search).toBe('?rooms=2%2C3');
    expect(screen.getByText('Loading properties…')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    expect(router.location?.search).toBe('?rooms=2%2C3&sort=price_asc');
    expect(await screen.findByText('1 property found', undefined, SETTLE)).toBeInTheDocument();
    expect(listCalls().at(-1)).toBe('rooms=2%2C3&sort=price_asc');

    await act(async () => router.back());
    await act(async () => router.back());
    expect(router.location?.search).toBe('?rooms=2,bogus');
    // Choosing the sort was a click outside the Rooms dropdown: it closed.
    await user.click(screen.getByRole('button', { name: /^Rooms/ }));
    expect(screen.getByRole('checkbox', { name: '2 BHK' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '3 BHK' })).not.toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    expect(await screen.findByText('2 property found', undefined, SETTLE)).toBeInTheDocument();
  });

  it('shows only the error when the first call fails: no count, no "no match" text', async () => {
    api.use(
      citiesRoute(apiError(404, 'not found', 'Not Found')),
      locationsRoute('noida', apiError(404, 'not found', 'Not Found')),
      listRoute('property-category/noida/all/residential', apiError(500, 'boom', 'Internal Server Error')),
    );
    renderAt('/property/noida/all/residential');
    await waitFor(() => expect(screen.queryByText('Loading properties…')).not.toBeInTheDocument(), SETTLE);
    expect(screen.queryByText(/property found/)).not.toBeInTheDocument();
    expect(screen.queryByText('No more project matching your criteria')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /Residential Property/ })).getAllByRole('button', {
        name: /retry|try again/i,
      }),
    ).toHaveLength(1);
  });
});
