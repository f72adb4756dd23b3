/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'contracts/registry';
import { ServerPageContext, createServerPage } from '../ssr/serverPage';
import { SERVER_FALLBACK_DIGEST } from '../ssr/serverState';
import { RemoteIncompatibleError, registerSiteRemotes, resetRemote } from './loadRemoteModule';
import { RemoteRegion } from './RemoteRegion';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const load = loadRemote as jest.Mock;

// One sheet from the site's origin (with its address on the remote) and one left where it is.
const stylesFor = (remote: RemoteName) => [
  { href: `/remote-styles/${remote}/css/${remote}.css`, source: `https://${remote}.example.in/css/${remote}.css` },
  { href: `https://${remote}.example.in/static/css/${remote}-more.css` },
];

/** The document the site server streams, with one region in its body; errors as the renderer reports them. */
function renderPage(region: ReactNode, remotesToBrowser = false): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const page = createServerPage(new URL('https://www.example.in/'), stylesFor, remotesToBrowser);
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve({ html, errors }));
    const stream = renderToPipeableStream(
      <ServerPageContext.Provider value={page}>
        <html lang="en-IN">
          <head>
            <title>Page</title>
          </head>
          <body>
            <header>site header</header>
            {region}
            <footer>site footer</footer>
          </body>
        </html>
      </ServerPageContext.Provider>,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          errors.push(error);
          return SERVER_FALLBACK_DIGEST;
        },
      },
    );
  });
}

describe('RemoteRegion on the server', () => {
  beforeAll(() => registerSiteRemotes({ listings: 'https://listings.example.in/mf-manifest.json' }));
  beforeEach(() => {
    resetRemote('listings');
    load.mockReset();
  });

  it('puts the module’s markup and the remote’s style sheet into the HTML', async () => {
    load.mockImplementation(async (id: string) => ({
      default: ({ who }: { who: string }) => <section>{`${id} for ${who}`}</section>,
    }));
    const { html, errors } = await renderPage(
      <RemoteRegion remote="listings" expose="./LatestListings" props={{ who: 'home' }} />,
    );
    expect(errors).toEqual([]);
    expect(html).toContain('<section>listings/LatestListings for home</section>');
    expect(html).toContain(
      '<link rel="stylesheet" href="/remote-styles/listings/css/listings.css" data-href="https://listings.example.in/css/listings.css" data-precedence="remotes"/>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="https://listings.example.in/static/css/listings-more.css" data-precedence="remotes"/>',
    );
    // The style sheet is in the head, before the region it styles.
    const link = html.indexOf('listings.css');
    expect(link).toBeGreaterThan(html.indexOf('<head>'));
    expect(link).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<!--$!-->');
  });

  it('gives the fallback with React’s client-render marker when the load fails, and the rest of the page', async () => {
    load.mockRejectedValue(new Error('manifest 502'));
    const { html, errors } = await renderPage(
      <RemoteRegion remote="listings" expose="./LatestListings" loading={<p>Loading listings</p>} />,
    );
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('listings is unavailable (load-failed)');
    // The browser renders this region itself (client-render marker with the site's digest).
    expect(html).toContain('<!--$!-->');
    expect(html).toContain(`data-dgst="${SERVER_FALLBACK_DIGEST}"`);
    expect(html).toContain('<p>Loading listings</p>');
    expect(html).toContain('<header>site header</header>');
    expect(html).toContain('<footer>site footer</footer>');
    expect(html).not.toContain('unavailable right now');
  });

  it('leaves the region to the browser without loading the module when the page renders remotes in the browser', async () => {
    const { html, errors } = await renderPage(
      <RemoteRegion remote="listings" expose="./LatestListings" loading={<p>Loading listings</p>} />,
      true,
    );
    expect(load).not.toHaveBeenCalled();
    expect(errors.map(String)).toEqual(['RegionLeftToBrowser: listings region left to the browser']);
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('<p>Loading listings</p>');
    expect(html).toContain('<footer>site footer</footer>');
  });

  it('tries a failed remote again for the next page', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockImplementation(async () => ({
      default: () => <section>back again</section>,
    }));
    const first = await renderPage(<RemoteRegion remote="listings" expose="./BudgetGallery" />);
    expect(first.html).toContain('<!--$!-->');
    const second = await renderPage(<RemoteRegion remote="listings" expose="./BudgetGallery" />);
    expect(second.html).toContain('<section>back again</section>');
    expect(second.errors).toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the fallback of a module that throws while rendering', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockImplementation(async () => ({
      default: () => {
        throw new Error('render bug');
      },
    }));
    const { html, errors } = await renderPage(<RemoteRegion remote="listings" expose="./SearchForm" />);
    expect(errors).toHaveLength(1);
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('<footer>site footer</footer>');
    consoleError.mockRestore();
  });

  it('shows an incompatible remote’s message in the HTML itself, naming its build and both versions', async () => {
    const detail = 'listings build listings-3fa531f implements contract 1.0.0; this site needs contract 2.x (2.1.0)';
    load.mockRejectedValue(
      new RemoteIncompatibleError('listings', {
        ok: false,
        reason: 'contract-older',
        buildId: 'listings-3fa531f',
        detail,
      }),
    );
    const { html, errors } = await renderPage(
      <RemoteRegion remote="listings" expose="./LatestListings" label="Latest Listings" />,
    );
    expect(errors).toEqual([]);
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('Latest Listings is unavailable right now');
    expect(html).toContain(detail);
    expect(html).toContain('<footer>site footer</footer>');
    // Kept for this release: the next page does not load it again.
    await renderPage(<RemoteRegion remote="listings" expose="./LatestListings" />);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
