import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import RemoteRoutes from './routes';

function openAt(segment: string, rest = '') {
  render(
    <MemoryRouter initialEntries={[`/${segment}${rest}`]}>
      <Routes>
        <Route path={`/${segment}/*`} element={<RemoteRoutes segment={segment} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('finance routes', () => {
  it.each([
    ['check-loan-eligibility', 'CHECK LOAN ELIGIBILITY'],
    ['eligibility-check', 'LOAN ELIGIBILITY CALCULATOR'],
    ['emi-calculator', 'EMI CALCULATOR'],
  ])('/%s lazily renders its screen', async (segment, title) => {
    openAt(segment);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="finance"]')).not.toBeNull();
  });

  it('a deeper path is a 404 inside the remote', async () => {
    openAt('emi-calculator', '/nope');
    expect(await screen.findByText('404 Not Found: there is no page at /emi-calculator/nope')).toBeInTheDocument();
  });

  it('an unknown segment is a 404', async () => {
    openAt('something-else');
    expect(await screen.findByText('404 Not Found: there is no page at /something-else')).toBeInTheDocument();
  });
});
