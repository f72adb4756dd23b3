import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './SearchForm';

function setup() {
  const onNavigate = jest.fn();
  const user = userEvent.setup();
  render(
    <>
      <SearchForm onNavigate={onNavigate} />
      <p>outside</p>
    </>,
  );
  const input = screen.getByRole('combobox', { name: 'Property name' });
  const city = screen.getByRole('combobox', { name: 'City' });
  return { onNavigate, user, input, city };
}

describe('SearchForm', () => {
  it('defaults to Residential and toggles to Commercial', async () => {
    const { user } = setup();
    expect(screen.getByRole('radio', { name: 'Residential' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Commercial' }));
    expect(screen.getByRole('radio', { name: 'Commercial' })).toBeChecked();
  });

  it('offers exactly the four cities', () => {
    const { city } = setup();
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select City', 'Noida', 'Ghaziabad', 'Gurgaon', 'Gandhi Nagar']);
  });

  it('shows both messages together and does not navigate', async () => {
    const { user, onNavigate } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter a search term')).toBeInTheDocument();
    expect(screen.getByText('Please select a city')).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('refuses a blank (spaces only) term with a city chosen', async () => {
    const { user, onNavigate, input, city } = setup();
    await user.selectOptions(city, 'Noida');
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter a search term')).toBeInTheDocument();
    expect(screen.queryByText('Please select a city')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('refuses a term without a city', async () => {
    const { user, onNavigate, input } = setup();
    await user.type(input, 'Ace Divino');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please select a city')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a search term')).not.toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('clears a message once the field is corrected', async () => {
    const { user, city } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(city, 'Gurgaon');
    expect(screen.queryByText('Please select a city')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter a search term')).toBeInTheDocument();
  });

  it('navigates to the slugged search URL on a valid submit', async () => {
    const { user, onNavigate, input, city } = setup();
    await user.click(screen.getByRole('radio', { name: 'Commercial' }));
    await user.selectOptions(city, 'Gandhi Nagar');
    await user.type(input, 'Spectrum Metro');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onNavigate).toHaveBeenCalledWith('/search-property/c/gandhi-nagar/all/spectrum-metro');
  });

  it('opens suggestions on non-empty text only, case-insensitive substring', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, ' ');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.clear(input);
    await user.type(input, 'MAHAGUN');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Mahagun Mywoods', 'Mahagun Medalleo', 'Mahagun Mantra']);
  });

  it("shows 'No suggestions found' when nothing matches", async () => {
    const { user, input } = setup();
    await user.type(input, 'zzzz');
    expect(screen.getByText('No suggestions found')).toBeInTheDocument();
  });

  it('moves with the arrow keys, wraps, and chooses with Enter without submitting', async () => {
    const { user, input, onNavigate } = setup();
    await user.type(input, 'tata');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Tata Eureka Park' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Tata La Vida' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Tata Eureka Park' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Tata La Vida' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Tata La Vida');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Please enter a search term')).not.toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'ats');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('ats');
  });

  it('closes on an outside click', async () => {
    const { user, input } = setup();
    await user.type(input, 'ats');
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses a suggestion with the mouse', async () => {
    const { user, input } = setup();
    await user.type(input, 'godrej');
    await user.click(screen.getByRole('option', { name: 'Godrej Woods' }));
    expect(input).toHaveValue('Godrej Woods');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits with Enter when no suggestion is highlighted', async () => {
    const { user, input, city, onNavigate } = setup();
    await user.selectOptions(city, 'Noida');
    await user.type(input, 'ATS Pristine{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/search-property/r/noida/all/ats-pristine');
  });
});
