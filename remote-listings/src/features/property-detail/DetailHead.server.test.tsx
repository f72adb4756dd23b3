/**
 * @jest-environment node
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createServerPage, ServerPageContext } from 'shared-ui';
import { sceneSources, type PhotoSources, type PropertyDetail } from 'contracts/api';
import { detailCrumbs } from './detailCrumbs';
import { DetailHead } from './DetailHead';
import { residentialSample } from './detailFixtures';
import { toDetailView } from './parseDetail';

const PATH = '/residential/noida/amrapali-silicon-city/1';

function serverHtml(element: ReactNode): string {
  const page = createServerPage(new URL(PATH, 'https://www.example.in'));
  return renderToString(
    <ServerPageContext.Provider value={page}>
      <html lang="en-IN">
        <head />
        <body>{element}</body>
      </html>
    </ServerPageContext.Provider>,
  );
}

describe('a detail page’s head in the server’s HTML', () => {
  const detail = toDetailView(residentialSample as unknown as PropertyDetail);

  it('has the listing’s title, canonical URL, first photo and its schema.org data, all from the render', () => {
    const html = serverHtml(
      <DetailHead
        kind="residential"
        result={{ state: 'ready', detail, refreshing: false }}
        crumbs={detailCrumbs('residential', detail, 'noida')}
      />,
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<title>3 BHK Apartment in Amrapali Silicon City, Sector 76, Noida – ₹1.9 Cr</title>');
    expect(head).toContain(`<link rel="canonical" href="https://www.example.in${PATH}"/>`);
    // Link previews show the first photo as a JPEG; the JSON-LD names the photos themselves.
    expect(head).toContain(
      '<meta property="og:image" content="https://www.example.in/images/og/property/p-14-3.jpg"/>',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200"/>');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(blocks.map((b) => b['@type'])).toEqual(['RealEstateListing', 'BreadcrumbList']);
    expect(blocks[0]).toMatchObject({ name: 'Amrapali Silicon City', url: `https://www.example.in${PATH}` });
    expect(blocks[0]?.image).toEqual([
      'https://www.example.in/images/property/p-14-3.svg',
      'https://www.example.in/images/property/p-14-4.svg',
      'https://www.example.in/images/property/p-14-1.svg',
    ]);
  });

  it('names the first picture’s JPEG variant nearest 1200 px wide, with its size, when the answer has photos', () => {
    const photos = [
      { alt: '', sources: sceneSources('p-14-3.svg') as PhotoSources },
      { alt: '', sources: sceneSources('p-14-4.svg') as PhotoSources },
    ];
    const html = serverHtml(
      <DetailHead
        kind="residential"
        result={{ state: 'ready', detail: { ...detail, photos }, refreshing: false }}
        crumbs={detailCrumbs('residential', detail, 'noida')}
      />,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://www.example.in/images/scenes/v1/p-14-3/1280.jpg"/>',
    );
    expect(html).toContain('<meta property="og:image:width" content="1280"/>');
    expect(html).toContain('<meta property="og:image:height" content="960"/>');
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg"/>');
  });

  it('shows the site card in link previews of a listing without photos', () => {
    const html = serverHtml(
      <DetailHead
        kind="residential"
        result={{ state: 'ready', detail: { ...detail, images: [] }, refreshing: false }}
        crumbs={detailCrumbs('residential', detail, 'noida')}
      />,
    );
    expect(html).toContain('<meta property="og:image" content="https://www.example.in/images/og/site/card.jpg"/>');
  });

  it('renders nothing for a listing not found: the not-found screen carries that page’s head', () => {
    expect(serverHtml(<DetailHead kind="residential" result={{ state: 'not-found' }} crumbs={[]} />)).not.toMatch(
      /<title>|ld\+json/,
    );
  });
});
