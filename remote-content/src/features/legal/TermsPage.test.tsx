import { screen, within } from '@testing-library/react';
import { mockApi } from 'shared-ui/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TEST_CONFIG, useTestConfig } from '../../test/testConfig';
import TermsPage, { TERMS_SECTIONS } from './TermsPage';

mockApi();

beforeEach(() => useTestConfig());

const section = (name: string) => screen.getByRole('region', { name });

describe('TermsPage', () => {
  it('has one h1 (the banner), its title and description, and an h2 per listed section', () => {
    renderWithProviders(<TermsPage />, { path: '/terms-and-conditions' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['TERMS & CONDITIONS']);
    expect(document.title).toBe('Terms & Conditions | Noida Realty Advisors');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /listings are indicative/,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Contents',
      ...TERMS_SECTIONS.map((s) => s.title),
    ]);
    expect(screen.getByText('26 November 2026')).toHaveAttribute('datetime', '2026-11-26');
  });

  it('covers listings, no offer, RERA, calculators, IP, liability and the governing law', () => {
    renderWithProviders(<TermsPage />, { path: '/terms-and-conditions' });
    expect(section('Listings and other information')).toHaveTextContent(/indicative/);
    expect(within(section('Listings and other information')).getAllByRole('listitem')).toHaveLength(4);
    expect(section('No offer, no contract')).toHaveTextContent(/creates no contract/);
    expect(section('RERA registration')).toHaveTextContent(
      /Real Estate \(Regulation and Development\) Act, 2016.*UP RERA for Noida/,
    );
    expect(section('Calculators are estimates')).toHaveTextContent(/estimates only.*not a loan offer/);
    expect(section('Intellectual property')).toHaveTextContent(/belong to Noida Realty Advisors \(sample\)/);
    expect(section('Limits of our liability')).toHaveTextContent(/As far as the law allows/);
    expect(section('Governing law and courts')).toHaveTextContent(
      /laws of India\. The courts at Gautam Buddh Nagar \(Noida\), Uttar Pradesh/,
    );
  });

  it('links the privacy policy and gives the firm’s contact details from the settings', () => {
    renderWithProviders(<TermsPage />, { path: '/terms-and-conditions' });
    expect(within(section('Your personal data')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    const contact = section('Changes and contact');
    expect(within(contact).getAllByRole('link', { name: 'info@noida-realty.example' })[0]).toHaveAttribute(
      'href',
      'mailto:info@noida-realty.example',
    );
    expect(contact).toHaveTextContent(TEST_CONFIG.site.address);
    expect(within(contact).getByRole('link', { name: TEST_CONFIG.site.phone })).toHaveAttribute(
      'href',
      'tel:+919810000000',
    );
  });
});
