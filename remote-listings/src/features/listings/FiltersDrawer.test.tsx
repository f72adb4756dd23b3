import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FiltersDrawer } from './FiltersDrawer';

const setup = (activeCount: number, count: number) => {
  render(
    <FiltersDrawer activeCount={activeCount} count={count}>
      <p>the panel</p>
    </FiltersDrawer>,
  );
  return userEvent.setup();
};

describe('FiltersDrawer', () => {
  it("opens from 'Filters', shows the panel and closes with 'Show N properties'", async () => {
    const user = setup(0, 14);
    expect(screen.queryByText('the panel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(drawer).toHaveTextContent('the panel');
    await user.click(screen.getByRole('button', { name: 'Show 14 properties' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("counts the choices on the button and says 'property' for one", async () => {
    const user = setup(2, 1);
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    expect(screen.getByRole('button', { name: 'Show 1 property' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  // Escape (the native dialog's cancel) is not in jsdom: the browser tests press it.
});
