import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared-ui/testing';
import { renderPage, useTestApiBase } from '../../test/renderPage';
import { apiError, createListingRoute, listingDetailOf, citiesRoute, localitiesRoute } from '../../test/api';
import NewListingPage from './NewListingPage';

const api = mockApi(citiesRoute(), localitiesRoute());
// A form of some twenty fields on a machine shared with other work: room beyond jest's default 5 s.
jest.setTimeout(20_000);
beforeEach(() => useTestApiBase());

const open = () => renderPage(<NewListingPage />, '/staff/listings/new');

/**
 * Sets each labelled field (labels as the form shows them) with one change event: typing twenty
 * fields key by key re-renders the whole form for every character.
 */
function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

const COMPLETE = {
  Kind: 'commercial',
  Title: 'Office in Sector 62',
  'Property type': 'Office Space',
  'Project name': 'Logix Cyber Park',
  Builder: 'Logix Group',
  'Possession status': 'Resale',
  Ownership: 'Leasehold',
  'UP-RERA number': 'UPRERAPRJ654321',
  City: 'noida',
  Locality: 'sector-62',
  Address: 'Tower B, Sector 62',
  'Price \\(lakhs\\)': '95',
  'Area \\(sq ft\\)': '1200',
  Bedrooms: '0',
  Bathrooms: '2',
  Washrooms: '2',
  Furnishing: 'Full',
  Amenities: 'Power backup',
  Description: 'Ready to move in.',
};

describe('NewListingPage', () => {
  it("shows the schema's messages before sending, then the API's beside each field, keeping what was typed", async () => {
    const user = userEvent.setup();
    api.use(
      createListingRoute({
        status: 400,
        body: { ...apiError(400, 'Invalid body').body, fields: { locality: 'No such locality in noida' } },
      }),
    );
    open();
    fill({ Title: 'Office in Sector 62', 'Price \\(lakhs\\)': 'abc' });
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(screen.getByLabelText(/^Price/)).toHaveAccessibleDescription('Please give the price in lakhs');
    expect(screen.getByLabelText(/^Project name/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('alert')).toHaveTextContent(/Please check the \d+ fields marked above/);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fill({ ...COMPLETE, Locality: 'sector-620' });
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('No such locality in noida')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Locality/)).toHaveAccessibleDescription('No such locality in noida');
    expect(screen.getByLabelText(/^Locality/)).toHaveValue('sector-620');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Office in Sector 62');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Ready to move in.');
    expect(screen.getByLabelText(/^Kind/)).toHaveValue('commercial');
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/listings/new');
  });

  it('creates a draft with every field and opens its edit page', async () => {
    const user = userEvent.setup();
    api.use(createListingRoute({ status: 201, body: listingDetailOf(31, { state: 'draft', publishedAt: null }) }));
    open();
    fill(COMPLETE);
    // The city's localities are offered as suggestions (by slug).
    const localities = () => {
      const list = screen.getByLabelText(/^Locality/).getAttribute('list') ?? '';
      return Array.from(document.getElementById(list)?.querySelectorAll('option') ?? []).map((o) => o.value);
    };
    await waitFor(() => expect(localities()).toEqual(['sector-150', 'sector-62']));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await screen.findByText('/staff/listings/31');
    const post = api.calls.find((c) => c.method === 'POST');
    const sent = JSON.parse(post?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toEqual({
      kind: 'commercial',
      title: 'Office in Sector 62',
      projectName: 'Logix Cyber Park',
      builderName: 'Logix Group',
      propertyType: 'Office Space',
      city: 'noida',
      locality: 'sector-62',
      address: 'Tower B, Sector 62',
      price: 95,
      area: 1200,
      rooms: 0,
      bathrooms: 2,
      washrooms: 2,
      furnishing: 'Full',
      propertyStatus: 'Resale',
      ownership: 'Leasehold',
      features: ['Power backup'],
      description: 'Ready to move in.',
      latitude: null,
      longitude: null,
      reraNumber: 'UPRERAPRJ654321',
      state: 'draft',
    });
    expect(post?.headers.get('content-type')).toBe('application/json');
  });
});
