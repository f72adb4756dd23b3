import { screen, within } from '@testing-library/react';
import { setRuntimeConfig } from 'shared-ui';
import { mockApi } from 'shared-ui/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TEST_CONFIG, useTestConfig } from '../../test/testConfig';
import PrivacyPolicyPage, { PRIVACY_SECTIONS } from './PrivacyPolicyPage';

// The page calls nothing: any API call fails the test.
mockApi();

beforeEach(() => useTestConfig());

const section = (name: string) => screen.getByRole('region', { name });

describe('PrivacyPolicyPage', () => {
  it('has one h1 (the banner), its title and description, and an h2 per listed section', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['PRIVACY POLICY']);
    expect(document.title).toBe('Privacy Policy | Noida Realty Advisors');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^How Noida Realty Advisors \(sample\) uses the name, e-mail address and phone number/,
    );
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual(['Contents', ...PRIVACY_SECTIONS.map((s) => s.title)]);
    // The contents list links each section by its id.
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents.map((a) => a.getAttribute('href'))).toEqual(PRIVACY_SECTIONS.map((s) => `#${s.id}`));
    for (const s of PRIVACY_SECTIONS) expect(document.getElementById(s.id)).toHaveTextContent(s.title);
  });

  it('states the last update and the Act the notice is given under', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    const updated = screen.getByText('26 November 2026');
    expect(updated.tagName).toBe('TIME');
    expect(updated).toHaveAttribute('datetime', '2026-11-26');
    expect(screen.getByText(/given under India’s Digital Personal Data Protection Act, 2023/)).toBeInTheDocument();
  });

  it('says per form what is collected and why: contact, property and home-loan', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    const forms = section('What each form collects, and why');
    const h3 = within(forms)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(h3).toEqual([
      'Contact enquiry (“Get A Quote” on the Contact page)',
      'Property enquiry (on a property’s page)',
      'Home-loan estimate (the Check Loan Eligibility page)',
      'The IP address',
      'The calculators',
    ]);
    const collected = within(forms)
      .getAllByText('What we collect')
      .map((dt) => dt.nextElementSibling?.textContent ?? '');
    expect(collected).toHaveLength(3);
    for (const text of collected) {
      expect(text).toMatch(/name, e-mail address/);
      expect(text).toMatch(/IP address/);
    }
    expect(collected[0]).toMatch(/phone number, the subject and message/);
    expect(collected[1]).toMatch(/the property you asked about/);
    expect(collected[2]).toMatch(/your phone number if you give it/);
    expect(within(forms).getAllByText('Why')).toHaveLength(3);
    expect(within(forms).getByText(/limit how many forms one address can send/)).toBeInTheDocument();
  });

  it('keeps submissions for the retention period of 24 months, then deletes them automatically', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    const howLong = section('How long we keep your details');
    expect(within(howLong).getByText('24 months')).toBeInTheDocument();
    expect(howLong).toHaveTextContent(/deleted automatically/);
    expect(howLong).toHaveTextContent(/24 months is this website’s retention setting/);
  });

  it('names consent under the Act as the legal basis and who receives the details', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    expect(section('Your consent')).toHaveTextContent(/section 6 of the Digital Personal Data Protection Act, 2023/);
    const receivers = within(section('Who receives your details')).getAllByRole('listitem');
    expect(receivers.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Our staff.',
      'Our e-mail provider',
      'A bank or housing-finance company',
      'Authorities',
    ]);
  });

  it('names EmailJS among the receivers only when the site sends copies through it', () => {
    setRuntimeConfig({ ...TEST_CONFIG, emailjs: { serviceId: 's', templateId: 't', publicKey: 'k' } });
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    expect(within(section('Who receives your details')).getByText('EmailJS')).toBeInTheDocument();
  });

  it('tells how to ask for access, correction or deletion: the firm’s e-mail from the settings', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    const rights = section('Your rights, and how to use them');
    expect(within(rights).getByRole('link', { name: 'info@noida-realty.example' })).toHaveAttribute(
      'href',
      'mailto:info@noida-realty.example',
    );
    for (const right of ['access', 'correction', 'deletion', 'withdraw your consent', 'grievance redressal']) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
    expect(rights).toHaveTextContent(/When you ask us to delete your details, we delete every enquiry/);
    expect(rights).toHaveTextContent(/Data Protection Board of India/);
    // The firm's address block shows every detail from the runtime config.
    const who = section('Who we are');
    expect(who).toHaveTextContent(TEST_CONFIG.site.address);
    expect(within(who).getByRole('link', { name: '+91 98100 00000' })).toHaveAttribute('href', 'tel:+919810000000');
  });

  it('explains the browser storage (favourites) and that no cookies are set', () => {
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    const storage = section('Cookies and storage in your browser');
    expect(storage).toHaveTextContent(/sets no cookies of its own/);
    expect(storage).toHaveTextContent(/local storage/);
    expect(storage).toHaveTextContent(/“residential:12”/);
  });

  it('links the terms, and its own e-mail link follows another configured address', () => {
    useTestConfig({ site: { ...TEST_CONFIG.site, emails: ['privacy@firm.example', 'b@firm.example'] } });
    renderWithProviders(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getAllByRole('link', { name: 'privacy@firm.example' }).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('info@noida-realty.example')).toBeNull();
  });
});
