import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'shared-ui/router';
import { makeStore } from '../../store/makeStore';
import { mockApi, type Reply } from 'shared-ui/testing';
import { apiError, homeListRoute } from '../../test/api';
import { useTestApiHost } from '../../test/testConfig';
import { BudgetGallery } from './BudgetGallery';

beforeAll(() => useTestApiHost());

const listing = (id: number, price: number) => ({
  id,
  p_id: id,
  p_location: 'noida',
  slug: `home-${id}`,
  images: '["a.svg"]',
  property_name: `Home ${id}`,
  title: `Home ${id}`,
  location: 'Sector 150, Noida',
  description: '<p>Nice</p>',
  price,
  property_status: 'Resale',
  property_type: 'Apartment',
  room: 2,
  bathroom: 2,
  area: 1000,
  builder_name: 'Builder',
  created_at: '2025-07-01T11:25:01.000Z',
});

const api = mockApi();
/** The home list answers `reply` (checked against the contract). */
function serveList(reply: Reply) {
  api.use(homeListRoute(reply));
}

async function renderGallery() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <BudgetGallery />
      </MemoryRouter>
    </Provider>,
  );
  // The first answer: wait until the spinner is gone (waitFor advances the fake clock).
  await waitFor(() => expect(screen.queryByText('Loading properties…')).not.toBeInTheDocument());
}

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('BudgetGallery', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  const prices = [20, 45, 50, 60, 100, 120, 300, 500, 800, 30];
  const body = { status: 200, property_list: prices.map((p, i) => listing(i + 1, p)) };

  it('shows the first 6 of all listings with no band chosen', async () => {
    serveList({ body });
    await renderGallery();
    expect(titles()).toEqual(['Home 1', 'Home 2', 'Home 3', 'Home 4', 'Home 5', 'Home 6']);
    const bands = screen
      .getAllByRole('button')
      .filter((b) => !/to your shortlist$/.test(b.getAttribute('aria-label') ?? ''));
    expect(bands.map((b) => b.textContent)).toEqual(['0 - 50* Lacs', '50 - 1* Cr', '1 - 5* Cr', 'Above 5* Cr']);
  });

  it('shows a spinner for 1 s with the buttons disabled, then the band, inclusive', async () => {
    serveList({ body });
    await renderGallery();
    fireEvent.click(screen.getByRole('button', { name: '50 - 1* Cr' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading properties…');
    screen.getAllByRole('button').forEach((b) => expect(b).toBeDisabled());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading properties…');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(titles()).toEqual(['Home 3', 'Home 4', 'Home 5']);
    expect(screen.getByRole('button', { name: '50 - 1* Cr' })).toHaveAttribute('aria-pressed', 'true');
    screen.getAllByRole('button').forEach((b) => expect(b).toBeEnabled());
  });

  it('treats Above 5* Cr as 500 lakhs or more', async () => {
    serveList({ body });
    await renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Above 5* Cr' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(titles()).toEqual(['Home 8', 'Home 9']);
  });

  it('caps a band at 6 cards and clears the band on a second click', async () => {
    serveList({ body: { status: 200, property_list: Array.from({ length: 9 }, (_, i) => listing(i + 1, 10 + i)) } });
    await renderGallery();
    fireEvent.click(screen.getByRole('button', { name: '0 - 50* Lacs' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(titles()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: '0 - 50* Lacs' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: '0 - 50* Lacs' })).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toHaveLength(6);
  });

  it('says so when nothing is in the range', async () => {
    serveList({ body: { status: 200, property_list: [listing(1, 20)] } });
    await renderGallery();
    fireEvent.click(screen.getByRole('button', { name: '1 - 5* Cr' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('No properties found in this price range.')).toBeInTheDocument();
  });

  it('logs a failed call and shows a polite message with Retry', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveList(apiError(500, 'boom', 'Internal Server Error'));
    await renderGallery();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('shows the error state with Retry for an answer that breaks the contract, never an empty gallery', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.use({
      path: '/api/home-property-list',
      offContract: 'a price that is not a number',
      reply: { body: { status: 200, property_list: [{ ...listing(1, 20), price: 'twenty' }] } },
    });
    await renderGallery();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server sent an answer we could not read. Please try again later.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No properties found in this price range.')).not.toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
