import { render, screen } from '@testing-library/react';
import { ListingToolbar, type ListingToolbarProps } from './ListingToolbar';

const setup = (over: Partial<ListingToolbarProps>) => {
  const props: ListingToolbarProps = {
    kind: 'residential',
    place: 'Noida',
    q: '',
    sort: '',
    onSort: jest.fn(),
    count: 12,
    ...over,
  };
  return render(<ListingToolbar {...props} />);
};

describe('ListingToolbar', () => {
  it('says the settled count in a polite live region that stays on the page', () => {
    const { rerender } = setup({ count: 12 });
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('12 properties');
    rerender(<ListingToolbar kind="residential" place="Noida" q="" sort="" onSort={jest.fn()} count={null} />);
    expect(screen.getByRole('status')).toBe(live);
    expect(live).toHaveTextContent('');
    rerender(<ListingToolbar kind="residential" place="Noida" q="" sort="" onSort={jest.fn()} count={1} />);
    expect(screen.getByRole('status')).toBe(live);
    expect(live).toHaveTextContent('1 property');
  });

  it('has a heading that focus can be moved to', () => {
    setup({ place: 'Sector 150, Noida', q: 'ats-pristine' });
    const heading = screen.getByRole('heading', { name: "Residential Property in Sector 150, Noida · 'ats pristine'" });
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
