/**
 * @jest-environment node
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-ui/router';
import { ServerPageContext, createServerPage, type ServerPage } from '../ssr/serverPage';
import { JsonLd } from './JsonLd';
import { NotFoundScreen } from './NotFoundScreen';
import { PageMeta } from './PageMeta';

/** A whole server page, as the site server renders it: the document with the screen in its body. */
function serverHtml(path: string, screen: ReactNode): { html: string; page: ServerPage } {
  const page: ServerPage = createServerPage(new URL(path, 'https://www.example.in'));
  const html = renderToString(
    <ServerPageContext.Provider value={page}>
      <html lang="en-IN">
        <head>
          <meta charSet="utf-8" />
        </head>
        <body>
          <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
        </body>
      </html>
    </ServerPageContext.Provider>,
  );
  return { html, page };
}

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('metadata in the server’s HTML', () => {
  it('puts a screen’s title, description, canonical URL and cards into <head>', () => {
    const { html, page } = serverHtml(
      '/residential/noida/ats-pristine/12?from=home',
      <main>
        <PageMeta title="ATS Pristine, Sector 150" description="3 BHK homes." image="/images/og/property/p-1-1.jpg" />
        <h1>ATS Pristine</h1>
      </main>,
    );
    const head = headOf(html);
    expect(head).toContain('<title>ATS Pristine, Sector 150</title>');
    expect(head).toContain('<meta name="description" content="3 BHK homes."/>');
    expect(head).toContain('<link rel="canonical" href="https://www.example.in/residential/noida/ats-pristine/12"/>');
    expect(head).toContain(
      '<meta property="og:image" content="https://www.example.in/images/og/property/p-1-1.jpg"/>' +
        '<meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>' +
        '<meta property="og:image:type" content="image/jpeg"/>',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html.slice(html.indexOf('<body>'))).not.toMatch(/<title>|<meta |<link /);
    expect(page.status).toBe(200);
  });

  it('renders JSON-LD during the render, in the body, with "<" escaped', () => {
    const { html } = serverHtml(
      '/blog/a',
      <JsonLd data={{ '@type': 'BlogPosting', headline: 'A </script><script>alert(1)</script>' }} />,
    );
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"BlogPosting","headline":"A \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });

  it('answers 404 with noindex for the not-found screen', () => {
    const { html, page } = serverHtml('/no/such/page', <NotFoundScreen />);
    expect(page.status).toBe(404);
    expect(headOf(html)).toContain('<meta name="robots" content="noindex"/>');
    expect(headOf(html)).not.toContain('rel="canonical"');
    expect(html).toContain('404 Not Found: there is no page at /no/such/page');
  });
});
