import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/renderShell';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federationRuntimeMock'));
jest.spyOn(console, 'warn').mockImplementation(() => undefined);

describe('header', () => {
  it('has the contact bar with +91 phone, e-mail, loan button and six social links opening safely', async () => {
    await renderShell('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /98100 00000/ })).toHaveAttribute('href', 'tel:+919810000000');
    expect(within(banner).getByRole('link', { name: /info@noida-realty.example/ })).toHaveAttribute(
      'href',
      'mailto:info@noida-realty.example',
    );
    const social = screen.getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'LinkedIn (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'X (opens in a new tab)',
      'YouTube (opens in a new tab)',
      'Pinterest (opens in a new tab)',
    ]);
    for (const l of links) {
      expect(l).toHaveAttribute('target', '_blank');
      expect(l).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('lists the main links in order and marks the current page', async () => {
    await renderShell('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Home',
      'About',
      'Blog',
      'Gallery',
      'Contact',
      'Check Loan Eligibility',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[5]).toHaveAttribute('href', '/check-loan-eligibility');
  });

  it('opens the side menu titled Menu; choosing an item closes it and navigates', async () => {
    const { location } = await renderShell('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'About', 'Blog', 'Gallery', 'Contact', 'Check Loan Eligibility']);
    // The router navigates in a transition, which React settles inside an awaited act.
    await act(() => userEvent.click(within(menu).getByRole('link', { name: 'Blog' })));
    expect(location()?.pathname).toBe('/blog');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu with Escape and with the close button', async () => {
    await renderShell('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Menu' }), { key: 'Escape' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('footer', () => {
  it('carries the firm details from the runtime config and the map (at once without IntersectionObserver)', async () => {
    await renderShell('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/Sector-141, Noida/)).toBeInTheDocument();
    expect(within(footer).getByTitle(/Map:/)).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//),
    );
    expect(within(footer).getByRole('link', { name: 'Terms & Condition' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('adds the map (a third-party page) only when the footer comes near the screen', async () => {
    const observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      await renderShell('/no/such/page');
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).queryByTitle(/Map:/)).toBeNull();
      act(() => observers.forEach((notify) => notify([{ isIntersecting: true }])));
      expect(within(footer).getByTitle(/Map:/)).toBeInTheDocument();
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
