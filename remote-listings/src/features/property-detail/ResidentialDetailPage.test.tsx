import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ResidentialDetailPage from './ResidentialDetailPage';
import { FAVORITES_KEY } from './favorites';
import { NOT_FOUND_TITLE } from './DetailStatus';
import { createServerPage, ServerPageContext } from 'shared-ui';
import { mockApi, type MockRoute } from 'shared-ui/testing';
import { apiError, detailRoute, similarRoute } from '../../test/api';
import { renderAt } from '../../test/renderAt';
import { useTestApiHost } from '../../test/testConfig';
import { residentialSample } from './detailFixtures';
import { listItemFixture } from '../../test/listingFixtures';

const ROUTE = '/residential/:queryLocation/:propertyName/:pid';
const PATH = '/residential/noida/amrapali-silicon-city/1';

const api = mockApi();
const similar = similarRoute('residential', 1, {
  body: { status: 200, similar_properties: [31, 32].map((id) => listItemFixture(id)) },
});

function okRoutes(detail: unknown = residentialSample): MockRoute[] {
  return [detailRoute('residential', 1, { body: { status: 200, property_detail: [detail] } }), similar];
}

async function renderLoaded() {
  api.use(...okRoutes());
  const utils = renderAt(PATH, ROUTE, <ResidentialDetailPage />);
  await screen.findByRole('heading', { level: 1, name: 'Amrapali Silicon City' });
  return utils;
}

function factValue(label: string): string | null | undefined {
  const dt = screen.getAllByText(label, { selector: 'dt' })[0];
  return dt?.nextElementSibling?.textContent;
}

beforeAll(() => useTestApiHost());
beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('ResidentialDetailPage', () => {
  it('shows a spinner, then the banner, the details and the fixed texts', async () => {
    api.use(...okRoutes());
    renderAt(PATH, ROUTE, <ResidentialDetailPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading property details…');
    await screen.findByRole('heading', { level: 1, name: 'Amrapali Silicon City' });

    // The spec's banner text is shown, but the page's one h1 is the listing's name.
    expect(screen.getByText('PROJECT LISTING', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Amrapali Silicon City']);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Residential Property' })).toHaveAttribute(
      'href',
      '/property/noida/all/residential',
    );
    expect(crumbs.getByRole('link', { name: 'Noida' })).toHaveAttribute('href', '/property/noida/all/residential');
    expect(crumbs.getByText('Amrapali Silicon City')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByText('By Amrapali Group')).toBeInTheDocument();
    expect(factValue('Price')).toBe('₹1.9 Cr');
    expect(factValue('Bedrooms')).toBe('3');
    expect(factValue('Bathrooms')).toBe('4');
    expect(factValue('Area')).toBe('1,625 sqft');
    expect(factValue('Status')).toBe('New Launch');
    expect(factValue('Type')).toBe('Apartment');
    expect(factValue('Listed on')).toBe('01 Jul 2025');
    expect(factValue('Brokerage')).toBe('1% + GST');
    expect(factValue('Price Negotiable')).toBe('Yes');
    expect(factValue('Zip Code')).toBe('110024');
    expect(factValue('Country')).toBe('India');
    const features = screen.getByRole('heading', { name: 'Features' }).parentElement as HTMLElement;
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['✓Club House', '✓Tennis Court', '✓Yoga Deck']);
  });

  it('shows the RERA number, saying when it is a sample, and leaves the row out when there is none', async () => {
    api.use(...okRoutes({ ...residentialSample, rera_number: 'UPRERAPRJ123456', rera_sample: true }));
    renderAt(PATH, ROUTE, <ResidentialDetailPage />);
    await screen.findByRole('heading', { level: 1, name: 'Amrapali Silicon City' });
    expect(factValue('RERA No.')).toBe('UPRERAPRJ123456 (sample number, not a real registration)');
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    );
    expect(ld.find((d) => d['@type'] === 'RealEstateListing')?.identifier).toMatchObject({
      propertyID: 'RERA',
      value: 'UPRERAPRJ123456',
      description: 'sample number, not a real registration',
    });
  });

  it('has no RERA row for a listing without a number', async () => {
    await renderLoaded();
    expect(screen.queryByText('RERA No.', { selector: 'dt' })).toBeNull();
  });

  it('renders the description sanitised: no script, no event handler', async () => {
    await renderLoaded();
    const body = screen.getByText('Bright 3 BHK.').parentElement as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).not.toHaveAttribute('onerror');
    expect(body.innerHTML).not.toMatch(/__hacked|onerror/);
    expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('sets the title, description, canonical URL, social cards and schema.org data', async () => {
    window.history.replaceState(null, '', `${PATH}?from=search`);
    await renderLoaded();
    const title = '3 BHK Apartment in Amrapali Silicon City, Sector 76, Noida – ₹1.9 Cr | Noida Realty Advisors';
    expect(document.title).toBe(title);
    const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(head('meta[name="description"]')).toBe('Bright 3 BHK.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost${PATH}`);
    expect(head('meta[property="og:title"]')).toBe(title);
    expect(head('meta[property="og:url"]')).toBe(`http://localhost${PATH}`);
    // The listing's first photo as a JPEG link preview, absolute.
    expect(head('meta[property="og:image"]')).toBe('http://localhost/images/og/property/p-14-3.jpg');
    expect(head('meta[property="og:image:width"]')).toBe('1200');
    expect(head('meta[property="og:image:height"]')).toBe('630');
    expect(head('meta[property="og:image:type"]')).toBe('image/jpeg');
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(head('meta[name="twitter:image"]')).toBe('http://localhost/images/og/property/p-14-3.jpg');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
    );
    expect(blocks.map((b) => b['@type'])).toEqual(['RealEstateListing', 'BreadcrumbList']);
    expect(blocks[0]?.offers).toMatchObject({ price: 19000000, priceCurrency: 'INR' });
  });

  it('shows the similar properties the API names, as cards linking to their pages', async () => {
    await renderLoaded();
    const block = screen.getByRole('heading', { name: 'Similar Properties' }).parentElement as HTMLElement;
    const links = await within(block).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/residential/noida/listing-31/31',
      '/residential/noida/listing-32/32',
    ]);
    expect(screen.queryByRole('heading', { name: 'Featured Properties' })).toBeNull();
  });

  it('has the enquiry panel in the sidebar and the phone bar; no map for a listing without coordinates', async () => {
    await renderLoaded();
    expect(screen.getByRole('form', { name: 'Enquiry about Amrapali Silicon City' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Contact us about this property' });
    expect(within(bar).getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', '#property-enquiry');
    expect(within(bar).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919810000000');
    expect(screen.queryByRole('heading', { name: 'Location' })).not.toBeInTheDocument();
  });

  it('shows the price per sqft among the facts', async () => {
    await renderLoaded();
    expect(factValue('Price per sqft')).toMatch(/^₹[\d,]+\/sqft$/);
  });

  it('moves through the photos with buttons, thumbnails and arrow keys', async () => {
    await renderLoaded();
    const main = () => screen.getByRole('button', { name: /^View photo/ }).querySelector('img') as HTMLImageElement;
    expect(main()).toHaveAttribute('src', '/images/property/p-14-3.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(main()).toHaveAttribute('src', '/images/property/p-14-4.svg');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(main()).toHaveAttribute('src', '/images/property/p-14-1.svg');

    const thumbs = screen.getAllByRole('button', { name: /^Show photo/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[2]).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(thumbs[2] as HTMLElement, { key: 'ArrowRight' });
    expect(thumbs[0]).toHaveFocus();
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(thumbs[0] as HTMLElement, { key: 'End' });
    expect(thumbs[2]).toHaveFocus();
    fireEvent.click(thumbs[1] as HTMLElement);
    expect(main()).toHaveAttribute('src', '/images/property/p-14-4.svg');
    expect(screen.getByText('Photo 2 of 3')).toBeInTheDocument();
  });

  it('opens a full-screen view that pages with arrow keys and closes', async () => {
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'View full screen' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    const dialog = close.closest('dialog') as HTMLElement;
    expect(dialog).toHaveAttribute('aria-label', 'Photos of Amrapali Silicon City, full screen');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Amrapali Silicon City, photo 1 of 3');
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Amrapali Silicon City, photo 2 of 3');
    fireEvent.keyDown(close, { key: 'ArrowLeft' });
    fireEvent.keyDown(close, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Amrapali Silicon City, photo 3 of 3');
    fireEvent.click(close);
    await waitFor(() => expect(within(dialog).queryByRole('img')).toBeNull());
  });

  it('replaces a failing photo with the fallback once', async () => {
    await renderLoaded();
    const img = screen.getByRole('button', { name: /^View photo/ }).querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/property/fallback.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/property/fallback.svg');
  });

  it('toggles Favorite, keeps it after a reload and ignores garbage in storage', async () => {
    localStorage.setItem(FAVORITES_KEY, '{not json');
    const { unmount } = await renderLoaded();
    const button = screen.getByRole('button', { name: 'Favorite' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(FAVORITES_KEY) ?? '')).toEqual(['residential:1']);
    expect(screen.getByText('Saved to your favourites on this device')).toBeInTheDocument();
    unmount();

    await renderLoaded();
    const again = screen.getByRole('button', { name: 'Favorite' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(FAVORITES_KEY)).toBe('[]');
  });

  it('Share copies the link when the Web Share API is missing', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('Share says so politely when it cannot share or copy', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
    });
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(/could not share or copy the link/)).toBeInTheDocument();
  });

  it('Share uses the Web Share API when present', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    try {
      await renderLoaded();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      });
      expect(share).toHaveBeenCalledWith({ title: 'Amrapali Silicon City', url: window.location.href });
    } finally {
      delete (navigator as unknown as { share?: unknown }).share;
    }
  });

  it('Print opens the print dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows not-found for an unknown pid (404)', async () => {
    api.use(detailRoute('residential', 999, apiError(404, 'No such property', 'Not Found')), similar);
    renderAt('/residential/noida/x/999', ROUTE, <ResidentialDetailPage />);
    expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    // No listing: the banner is the page's one h1.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['PROJECT LISTING']);
    expect(screen.getByRole('link', { name: 'Browse residential properties' })).toHaveAttribute(
      'href',
      '/property/noida/all/residential',
    );
    expect(document.title).toBe('Property not found | Noida Realty Advisors');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();
  });

  describe('the status the server answers with', () => {
    const serverPage = (path: string) => createServerPage(new URL(path, 'https://www.example.in'));

    it('is 404 for a pid the API answers 404 for', async () => {
      api.use(detailRoute('residential', 999, apiError(404, 'No such property', 'Not Found')), similar);
      const page = serverPage('/residential/noida/x/999');
      // Awaited: on the server the screen waits (suspends) for its answer before it renders.
      await act(async () => {
        renderAt(
          '/residential/noida/x/999',
          ROUTE,
          <ServerPageContext.Provider value={page}>
            <ResidentialDetailPage />
          </ServerPageContext.Provider>,
        );
      });
      expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
      expect(page.status).toBe(404);
    });

    it('is 410 Gone, with the not-found screen and noindex, for a listing the firm unpublished', async () => {
      api.use(detailRoute('residential', 77, apiError(410, 'This property is no longer listed.', 'Gone')), similar);
      const page = serverPage('/residential/noida/x/77');
      await act(async () => {
        renderAt(
          '/residential/noida/x/77',
          ROUTE,
          <ServerPageContext.Provider value={page}>
            <ResidentialDetailPage />
          </ServerPageContext.Provider>,
        );
      });
      expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
      expect(page.status).toBe(410);
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(console.error).not.toHaveBeenCalled();
    });

    it("moves for good (301) to the listing's own address when asked at an old slug or city, query kept", async () => {
      api.use(...okRoutes({ ...residentialSample, slug: 'amrapali-silicon-city' }));
      for (const wrong of [
        '/residential/noida/old-name/1?utm=x',
        '/residential/ghaziabad/amrapali-silicon-city/1?utm=x',
      ]) {
        const page = serverPage(wrong);
        await act(async () => {
          renderAt(
            wrong,
            ROUTE,
            <ServerPageContext.Provider value={page}>
              <ResidentialDetailPage />
            </ServerPageContext.Provider>,
          );
        });
        await waitFor(() => expect(page.redirect).toBe(`${PATH}?utm=x`));
        expect(page.redirectStatus).toBe(301);
      }
      // At its own address: no move.
      const own = serverPage(PATH);
      await act(async () => {
        renderAt(
          PATH,
          ROUTE,
          <ServerPageContext.Provider value={own}>
            <ResidentialDetailPage />
          </ServerPageContext.Provider>,
        );
      });
      await screen.findAllByRole('heading', { level: 1, name: 'Amrapali Silicon City' });
      expect(own.redirect).toBeNull();
    });

    it('is 404 for a malformed pid', () => {
      const page = serverPage('/residential/noida/x/abc');
      renderAt(
        '/residential/noida/x/abc',
        ROUTE,
        <ServerPageContext.Provider value={page}>
          <ResidentialDetailPage />
        </ServerPageContext.Provider>,
      );
      expect(screen.getByText(NOT_FOUND_TITLE)).toBeInTheDocument();
      expect(page.status).toBe(404);
    });

    it('stays 200 for a listing that exists, with its canonical URL on the site’s public origin', async () => {
      api.use(...okRoutes());
      const page = serverPage(PATH);
      await act(async () => {
        renderAt(
          PATH,
          ROUTE,
          <ServerPageContext.Provider value={page}>
            <ResidentialDetailPage />
          </ServerPageContext.Provider>,
        );
      });
      await screen.findByRole('heading', { level: 1, name: 'Amrapali Silicon City' });
      expect(page.status).toBe(200);
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://www.example.in${PATH}`,
      );
      const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>,
      );
      expect(ld[0]).toMatchObject({ '@type': 'RealEstateListing', url: `https://www.example.in${PATH}` });
    });
  });

  it('shows not-found for an empty property_detail list', async () => {
    api.use(detailRoute('residential', 5, { body: { status: 200, property_detail: [] } }), similar);
    renderAt('/residential/noida/x/5', ROUTE, <ResidentialDetailPage />);
    expect(await screen.findByText(NOT_FOUND_TITLE)).toBeInTheDocument();
  });

  it.each(['abc', '0', '-3', '1.5', '12abc'])(
    'shows not-found for the malformed pid %p without calling the API',
    async (pid) => {
      renderAt(`/residential/noida/x/${pid}`, ROUTE, <ResidentialDetailPage />);
      expect(screen.getByText(NOT_FOUND_TITLE)).toBeInTheDocument();
      await act(async () => undefined);
      expect(api.calls.map((c) => c.path)).toEqual([]);
    },
  );

  it('shows a polite message with Retry when the API fails, and recovers', async () => {
    let fail = true;
    api.use(
      detailRoute('residential', 1, () =>
        fail
          ? apiError(500, 'boom', 'Internal Server Error')
          : { body: { status: 200, property_detail: [residentialSample] } },
      ),
      similar,
    );
    renderAt(PATH, ROUTE, <ResidentialDetailPage />);
    expect(await screen.findByText('This property could not be loaded')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amrapali Silicon City' })).toBeInTheDocument();
  });

  it('shows a listing without photos, amenities, readable date or a usable price with blanks, never NaN', async () => {
    api.use(
      ...okRoutes({
        ...residentialSample,
        property_name: 'Bare',
        images: 'oops',
        features: '7',
        price: -1,
        created_at: 'soon',
      }),
    );
    renderAt(PATH, ROUTE, <ResidentialDetailPage />);
    await screen.findByRole('heading', { level: 1, name: 'Bare' });
    expect(factValue('Price')).toBe('Price on request');
    expect(factValue('Listed on')).toBe('Not specified');
    expect(screen.getByRole('img', { name: 'Bare, photo not available' })).toHaveAttribute(
      'src',
      '/images/property/fallback.svg',
    );
    expect(screen.getByText('No amenities listed for this property.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|undefined/);
  });

  it('shows the error state with Retry for an answer that breaks the contract', async () => {
    api.use(similar, {
      path: '/api/property-detail/residential/1',
      offContract: 'fields missing, numbers as text, a list as a number',
      reply: {
        body: {
          status: 200,
          property_detail: [
            { p_id: 1, property_name: 'Bare', images: 'oops', features: 7, price: 'x', created_at: 'soon' },
          ],
        },
      },
    });
    renderAt(PATH, ROUTE, <ResidentialDetailPage />);
    expect(await screen.findByText('This property could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText('The server sent an answer we could not read. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Bare' })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });
});
