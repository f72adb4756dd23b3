import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'shared-ui/router';
import { makeStore } from '../../store/makeStore';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { listingOf, listingsRoute } from '../../test/api';
import ListingsPage from './ListingsPage';

const api = mockApi();
beforeEach(() => useTestApiBase());

const listCalls = () => api.calls.filter((c) => c.path === '/api/staff/listings');

describe('ListingsPage', () => {
  it('lists published and unpublished listings, filters through the address and pages back', async () => {
    const user = userEvent.setup();
    api.use(
      listingsRoute((call) =>
        call.query.get('before') === null
          ? { body: { listings: [listingOf(1), listingOf(2, { state: 'unpublished' })], nextBefore: 'c2' } }
          : { body: { listings: [listingOf(3, { kind: 'commercial' })], nextBefore: null } },
      ),
    );
    renderPage(<ListingsPage />, '/staff/listings');

    expect(await screen.findByRole('link', { name: '3 BHK Apartment 1' })).toHaveAttribute('href', '/staff/listings/1');
    expect(screen.getByRole('list', { name: /Listings/ })).toHaveTextContent('Unpublished');
    // Only a published listing links to its public page.
    expect(screen.getAllByRole('link', { name: 'public page' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Older changes' }));
    expect(await screen.findByRole('link', { name: '3 BHK Apartment 3' })).toBeInTheDocument();
    expect(listCalls().at(-1)?.query.get('before')).toBe('c2');

    await user.selectOptions(screen.getByLabelText('State'), 'unpublished');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/staff/listings?state=unpublished'));
    await waitFor(() => expect(listCalls().at(-1)?.query.toString()).toBe('state=unpublished&limit=50'));
  });

  it('offers a new listing and says what the screen before did (a deletion, kept in the history entry)', async () => {
    api.use(listingsRoute({ body: { listings: [], nextBefore: null } }));
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[{ pathname: '/staff/listings', state: { notice: 'Listing #9 was deleted.' } }]}>
          <ListingsPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('No listing matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New listing' })).toHaveAttribute('href', '/staff/listings/new');
    expect(screen.getByRole('status')).toHaveTextContent('Listing #9 was deleted.');
  });
});
