import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { mockApi } from 'shared-ui/testing';
import { TEST_CONFIG, useTestConfig } from '../../test/testConfig';
import ContactPage from './ContactPage';

// The page calls nothing until the form is sent: any call fails the test.
mockApi();

beforeEach(() => useTestConfig());

describe('ContactPage', () => {
  it('shows the three info cards from the site settings, the form and the map', () => {
    renderWithProviders(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'CONTACT US' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'How to reach us' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: '+91 98100 00000' })).toHaveAttribute(
      'href',
      'tel:+919810000000',
    );
    expect(within(cards[1]!).getByRole('link', { name: 'info@noida-realty.example' })).toHaveAttribute(
      'href',
      'mailto:info@noida-realty.example',
    );
    expect(within(cards[1]!).getByRole('link', { name: 'sales@noida-realty.example' })).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('Sector-141, Noida');
    expect(screen.getByRole('button', { name: 'GET A FREE SERVICE' })).toBeInTheDocument();
    // jsdom has no IntersectionObserver: the map is near at once (useNearViewport's own tests cover the rest).
    const map = screen.getByTitle(/Map of our office/);
    expect(map).toHaveAttribute('src', TEST_CONFIG.site.mapEmbedUrl);
  });

  it("carries the title with the config's brand and the firm's RealEstateAgent JSON-LD from the site settings", () => {
    useTestConfig({ site: { ...TEST_CONFIG.site, name: 'Acme Homes', titleBrand: 'Acme', phone: '+91 120 400 0000' } });
    const { container } = renderWithProviders(<ContactPage />, { path: '/contact' });
    expect(document.title).toBe('Contact Us | Acme');
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? 'null')).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Acme Homes',
      telephone: '+91 120 400 0000',
      email: 'info@noida-realty.example',
      url: 'http://localhost/',
      address: { '@type': 'PostalAddress', streetAddress: TEST_CONFIG.site.address },
    });
  });
});
