import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { StaffListingDetailAnswer } from 'contracts/api';
import { mockApi } from 'shared-ui/testing';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { apiError, listingDetailOf, listingRoute, photosRoute, citiesRoute, localitiesRoute } from '../../test/api';
import ListingEditPage from './ListingEditPage';

// Every edit page also lists the listing's photos (ListingPhotos.test.tsx tests them).
const api = mockApi(photosRoute({ body: { photos: [] } }), citiesRoute(), localitiesRoute());
// A form of some twenty fields on a machine shared with other work: room beyond jest's default 5 s.
jest.setTimeout(20_000);
beforeEach(() => useTestApiBase());

const open = () => renderPage(<ListingEditPage />, '/staff/listings/9', '/staff/listings/:id');

async function replace(user: UserEvent, label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value !== '') await user.paste(value);
}

const writes = (method: string) => api.calls.filter((c) => c.method === method);

describe('ListingEditPage', () => {
  it('saves every field with PUT and shows the saved listing, its public address and state', async () => {
    const user = userEvent.setup();
    let current: StaffListingDetailAnswer = listingDetailOf(9);
    api.use(
      listingRoute(() => ({ body: current })),
      listingRoute((call) => {
        const fields = JSON.parse(call.body ?? '{}') as StaffListingDetailAnswer['fields'];
        current = {
          listing: {
            ...current.listing,
            title: fields.title,
            slug: '4-bhk-villa',
            updatedAt: '2026-11-28T11:00:00.000Z',
          },
          fields,
        };
        return { body: current };
      }, 'PUT'),
    );
    open();

    const title = await screen.findByLabelText(/^Title/);
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      '/residential/noida/3-bhk-apartment-9/9',
    );
    expect(screen.getByLabelText(/^Amenities/)).toHaveValue('Swimming pool\nGym');
    expect(screen.getByLabelText(/^UP-RERA number/)).toHaveValue('UPRERAPRJ123456');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await replace(user, /^Title/, '4 BHK Villa');
    await replace(user, /^Price/, '118.5');
    expect(screen.getByText('Shown as ₹1.185 Cr')).toBeInTheDocument();
    await replace(user, /^Amenities/, 'Gym\nClub house');
    await replace(user, /^UP-RERA number/, '');
    await replace(user, /^Latitude/, '');
    await replace(user, /^Longitude/, '');
    await user.selectOptions(screen.getByLabelText(/^Furnishing/), '');
    await user.selectOptions(screen.getByLabelText(/^Possession status/), 'Upcomming');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(/Saved\. The public pages show it/)).toBeInTheDocument();
    expect(title).not.toBeInTheDocument(); // the form starts again from the saved answer
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('4 BHK Villa');
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      '/residential/noida/4-bhk-villa/9',
    );
    const { furnishing: _dropped, ...rest } = listingDetailOf(9).fields;
    expect(JSON.parse(writes('PUT')[0]?.body ?? '')).toEqual({
      ...rest,
      title: '4 BHK Villa',
      price: 118.5,
      features: ['Gym', 'Club house'],
      reraNumber: null,
      latitude: null,
      longitude: null,
      propertyStatus: 'Upcomming',
    });
  });

  it('unpublishes and publishes again with PATCH, keeping what is typed in the form', async () => {
    const user = userEvent.setup();
    let current = listingDetailOf(9);
    let tick = 0;
    api.use(
      listingRoute(() => ({ body: current })),
      listingRoute((call) => {
        const change = JSON.parse(call.body ?? '{}') as { state: 'published' | 'unpublished' };
        tick += 1;
        current = {
          ...current,
          listing: { ...current.listing, ...change, updatedAt: `2026-11-28T10:0${tick}:00.000Z` },
        };
        return { body: current };
      }, 'PATCH'),
    );
    open();
    const unpublish = await screen.findByRole('button', { name: 'Unpublish' });
    await replace(user, /^Address/, 'Typed, not saved yet');
    await user.click(unpublish);
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByText(/Hidden from visitors/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the public page' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(writes('PATCH').map((c) => c.body)).toEqual(['{"state":"unpublished"}', '{"state":"published"}']);
    expect(screen.getByLabelText(/^Address/)).toHaveValue('Typed, not saved yet');
  });

  it("shows the API's field message beside the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    api.use(
      listingRoute({ body: listingDetailOf(9) }),
      listingRoute(
        {
          status: 400,
          body: { ...apiError(400, 'Invalid body').body, fields: { city: 'No such city' } },
        },
        'PUT',
      ),
    );
    open();
    await screen.findByLabelText(/^City/);
    await replace(user, /^City/, 'noidaa');
    await replace(user, /^Description/, 'New text.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('No such city')).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('No such city');
    expect(screen.getByLabelText(/^City/)).toHaveValue('noidaa');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('New text.');
  });

  it.each([
    [/^Price/, 'abc', 'Please give the price in lakhs'],
    [/^Price/, '0', 'The price must be above zero'],
    [/^Bedrooms/, '2.5', 'Please give Rooms as a whole number'],
    [/^Longitude/, '', 'Give both latitude and longitude, or neither'],
  ])('refuses %s %j with the contract message before sending anything', async (label, typed, message) => {
    const user = userEvent.setup();
    api.use(listingRoute({ body: listingDetailOf(9) }));
    open();
    await screen.findByLabelText(label);
    await replace(user, label, typed);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    expect(writes('PUT')).toHaveLength(0);
  });

  it('deletes only after the second click, then goes back to the list with a message', async () => {
    const user = userEvent.setup();
    api.use(listingRoute({ body: listingDetailOf(9) }), listingRoute({ status: 204, body: null }, 'DELETE'));
    open();
    await user.click(await screen.findByRole('button', { name: 'Delete this listing' }));
    expect(writes('DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Delete this listing' }));
    const confirm = screen.getByRole('group', { name: 'Confirm the deletion' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete this listing' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff\/listings$/));
    expect(writes('DELETE').map((c) => c.path)).toEqual(['/api/staff/listings/9']);
  });
});
