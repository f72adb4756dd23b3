import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_LISTING_QUERY } from 'contracts/listing-query';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

const cities = [
  { id: 1, city: 'Noida', slug: 'noida' },
  { id: 2, city: 'Gandhi Nagar', slug: 'gandhi-nagar' },
];
const locations = [
  { id: 1, location_name: 'Sector 150', slug: 'sector-150' },
  { id: 2, location_name: 'Sector 62', slug: 'sector-62' },
];

function setup(over: Partial<FilterPanelProps> = {}) {
  const props: FilterPanelProps = {
    kind: 'residential',
    city: 'noida',
    location: 'all',
    cities,
    locations,
    value: EMPTY_LISTING_QUERY,
    onChange: jest.fn(),
    onCity: jest.fn(),
    onLocation: jest.fn(),
    ...over,
  };
  render(
    <>
      <FilterPanel {...props} />
      <p>outside</p>
    </>,
  );
  return { props, user: userEvent.setup() };
}

describe('FilterPanel', () => {
  it("shows the city and 'Select Location' for location all", () => {
    setup();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('noida');
    const loc = screen.getByRole('combobox', { name: 'Location' });
    expect(loc).toBeEnabled();
    expect(within(loc).getByRole('option', { selected: true })).toHaveTextContent('Select Location');
  });

  it('disables the location until a known city is chosen', () => {
    setup({ city: 'atlantis' });
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Location' })).toBeDisabled();
  });

  it('asks to navigate on a city or location choice', async () => {
    const { props, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'gandhi-nagar');
    expect(props.onCity).toHaveBeenCalledWith('gandhi-nagar');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'sector-62');
    expect(props.onLocation).toHaveBeenCalledWith('sector-62');
  });

  it('offers the residential types and groups', async () => {
    const { user } = setup();
    const type = screen.getByRole('combobox', { name: 'Property type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Apartment', 'House', 'Condo', 'Villa', 'Townhouse']);
    expect(screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)).toEqual([
      'Rooms▾',
      'Bathrooms▾',
      'Status▾',
      'Price (Lacs)▾',
    ]);
    await user.click(screen.getByRole('button', { name: /Rooms/ }));
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual([
      '1 BHK',
      '2 BHK',
      '3 BHK',
      '4 BHK',
      '5 BHK',
    ]);
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.getByRole('checkbox', { name: 'Upcomming' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Price/ }));
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual([
      '0-50',
      '51-100',
      '101-200',
      '201-500',
      '500+',
    ]);
  });

  it('offers the commercial types and groups', async () => {
    const { user } = setup({ kind: 'commercial' });
    const type = screen.getByRole('combobox', { name: 'Property type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Shop', 'Restaurant', 'Office', 'Showroom', 'Warehouse', 'Other']);
    await user.click(screen.getByRole('button', { name: /Furnishing/ }));
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['Full', 'Semi', 'None']);
    await user.click(screen.getByRole('button', { name: /Washrooms/ }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /Rooms/ })).not.toBeInTheDocument();
  });

  it('sends the query a checkbox, a type or Clear filters gives', async () => {
    const value = { ...EMPTY_LISTING_QUERY, rooms: ['4'] as const, sort: 'price_desc' as const };
    const { props, user } = setup({ value });
    await user.click(screen.getByRole('button', { name: /Rooms/ }));
    await user.click(screen.getByRole('checkbox', { name: '2 BHK' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ ...value, rooms: ['2', '4'] });
    await user.click(screen.getByRole('checkbox', { name: '4 BHK' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ ...value, rooms: [] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'Villa');
    expect(props.onChange).toHaveBeenLastCalledWith({ ...value, type: 'Villa' });
    await user.click(screen.getByRole('button', { name: 'Clear filters (1)' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ ...EMPTY_LISTING_QUERY, sort: 'price_desc' });
  });

  it('shows chosen values as checked with a count', async () => {
    const { user } = setup({ value: { ...EMPTY_LISTING_QUERY, rooms: ['2', '3'] } });
    const rooms = screen.getByRole('button', { name: /Rooms/ });
    expect(rooms).toHaveTextContent('2 selected');
    await user.click(rooms);
    expect(screen.getByRole('checkbox', { name: '2 BHK' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '1 BHK' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Clear filters/ })).toBeEnabled();
  });

  it('closes a dropdown on an outside click and on Escape', async () => {
    const { user } = setup();
    const rooms = screen.getByRole('button', { name: /Rooms/ });
    await user.click(rooms);
    expect(rooms).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('outside'));
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
    await user.click(rooms);
    await user.keyboard('{Tab}{Escape}');
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
    expect(rooms).toHaveFocus();
  });

  it('keeps one dropdown open at a time', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Rooms/ }));
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.getByRole('button', { name: /Rooms/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Status/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
