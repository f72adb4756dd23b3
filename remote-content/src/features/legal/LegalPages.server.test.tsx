/**
 * @jest-environment node
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-ui/router';
import { createServerPage, ServerPageContext } from 'shared-ui';
import { useTestConfig } from '../../test/testConfig';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import TermsPage from './TermsPage';

beforeEach(() => useTestConfig());

/** The page as the site server renders it: a whole document with the screen in its body. */
function serverHtml(path: string, screen: ReactNode) {
  const page = createServerPage(new URL(path, 'https://www.example.in'));
  const html = renderToString(
    <ServerPageContext.Provider value={page}>
      <html lang="en-IN">
        <head />
        <body>
          <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
        </body>
      </html>
    </ServerPageContext.Provider>,
  );
  return { html, head: html.slice(html.indexOf('<head>'), html.indexOf('</head>')), status: page.status };
}

describe('the legal pages in the server’s HTML', () => {
  it.each([
    ['/privacy-policy', <PrivacyPolicyPage key="p" />, 'Privacy Policy', 'PRIVACY POLICY'],
    ['/terms-and-conditions', <TermsPage key="t" />, 'Terms &amp; Conditions', 'TERMS &amp; CONDITIONS'],
  ])('%s: title, canonical URL and h1 are there before any script runs', (path, screen, title, h1) => {
    const { html, head, status } = serverHtml(path, screen);
    expect(status).toBe(200);
    expect(head).toContain(`<title>${title} | Noida Realty Advisors</title>`);
    expect(head).toContain(`<link rel="canonical" href="https://www.example.in${path}"/>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{80,}"\/>/);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(`>${h1}</h1>`);
    expect(html).toContain('href="mailto:info@noida-realty.example"');
  });

  it('the privacy notice states the retention period in the server’s HTML', () => {
    const { html } = serverHtml('/privacy-policy', <PrivacyPolicyPage />);
    expect(html).toContain('<strong>24<!-- --> months</strong>');
  });
});
