import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { apiError, listingOf, listingRoute } from '../../test/api';
import ListingEditPage from './ListingEditPage';

const api = mockApi();
beforeEach(() => useTestApiBase());

const open = () => renderPage(<ListingEditPage />, '/staff/listings/9', '/staff/listings/:id');

describe('ListingEditPage', () => {
  it('saves only what changed, then unpublishes and publishes again', async () => {
    const user = userEvent.setup();
    let current = listingOf(9);
    let tick = 0;
    api.use(
      listingRoute(() => ({ body: { listing: current } })),
      listingRoute((call) => {
        const change = JSON.parse(call.body ?? '{}') as Partial<typeof current>;
        tick += 1;
        current = { ...current, ...change, updatedAt: `2026-11-28T10:0${tick}:00.000Z` };
        return { body: { listing: current } };
      }, 'PATCH'),
    );
    open();

    const price = await screen.findByLabelText(/Price \(lakhs\)/);
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      '/residential/unknown/3-bhk-apartment-9/9',
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(price);
    await user.type(price, '118.5');
    expect(screen.getByText('Shown as ₹1.185 Cr')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Saved\. The public pages show it/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByText(/Hidden from visitors/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the public page' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();

    const writes = api.calls.filter((c) => c.method === 'PATCH');
    expect(writes.map((c) => c.body)).toEqual(['{"price":118.5}', '{"state":"unpublished"}', '{"state":"published"}']);
  });

  it("shows the API's field message and keeps what was typed", async () => {
    const user = userEvent.setup();
    api.use(
      listingRoute({ body: { listing: listingOf(9) } }),
      listingRoute(
        {
          status: 400,
          body: { ...apiError(400, 'Invalid body').body, fields: { price: 'Please check the price: it is in lakhs' } },
        },
        'PATCH',
      ),
    );
    open();
    const price = await screen.findByLabelText(/Price \(lakhs\)/);
    await user.clear(price);
    await user.type(price, '2000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please check the price: it is in lakhs')).toBeInTheDocument();
    expect(price).toHaveValue('2000000');
  });

  it.each([
    ['abc', 'Please give the price in lakhs'],
    ['0', 'The price must be above zero'],
    ['2000000', 'Please check the price: it is in lakhs'],
  ])('refuses the price %s with the contract message before sending anything', async (typed, message) => {
    const user = userEvent.setup();
    api.use(listingRoute({ body: { listing: listingOf(9) } }));
    open();
    const price = await screen.findByLabelText(/Price \(lakhs\)/);
    await user.clear(price);
    await user.type(price, typed);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});
