import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterDropdown } from './FilterDropdown';

function setup() {
  const below = jest.fn();
  render(
    <>
      <FilterDropdown label="Rooms" count={0}>
        <label>
          <input type="checkbox" /> 1 BHK
        </label>
        <label>
          <input type="checkbox" /> 2 BHK
        </label>
      </FilterDropdown>
      <button type="button" onClick={below}>
        Control below
      </button>
      <p>outside</p>
    </>,
  );
  const rooms = screen.getByRole('button', { name: /Rooms/ });
  return { rooms, below, user: userEvent.setup() };
}

describe('FilterDropdown', () => {
  it('opens its options in the page (no floating layer over the controls below)', async () => {
    const { rooms, user } = setup();
    const panel = document.getElementById(rooms.getAttribute('aria-controls') ?? '');
    expect(panel).toBeInTheDocument();
    expect(panel).not.toBeVisible();
    await user.click(rooms);
    expect(rooms).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('checkbox', { name: '2 BHK' })).toBeVisible();
  });

  it('a press on the control below keeps it open until that control has its click, then closes', async () => {
    const { rooms, below, user } = setup();
    await user.click(rooms);
    const control = screen.getByRole('button', { name: 'Control below' });
    // The press alone moves nothing: the control is still where the pointer is when the click lands.
    fireEvent.pointerDown(control);
    fireEvent.mouseDown(control);
    control.focus();
    expect(rooms).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(control);
    expect(below).toHaveBeenCalledTimes(1);
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, but not on a click inside', async () => {
    const { rooms, user } = setup();
    await user.click(rooms);
    await user.click(screen.getByRole('checkbox', { name: '1 BHK' }));
    expect(rooms).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('outside'));
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the keyboard moves focus out of it, not while it moves inside', async () => {
    const { rooms, user } = setup();
    await user.click(rooms);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '1 BHK' })).toHaveFocus();
    await user.tab();
    expect(rooms).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Control below' })).toHaveFocus();
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape inside closes it only (an Escape listener around it never hears it)', async () => {
    const heard: string[] = [];
    const around = (e: KeyboardEvent) => heard.push(e.key);
    document.addEventListener('keydown', around);
    const { rooms, user } = setup();
    await user.click(rooms);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
    expect(heard).not.toContain('Escape');
    document.removeEventListener('keydown', around);
  });

  it('Escape closes it and gives the focus back to its button', async () => {
    const { rooms, user } = setup();
    await user.click(rooms);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(rooms).toHaveAttribute('aria-expanded', 'false');
    expect(rooms).toHaveFocus();
  });
});
