import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, visit, MOBILE, DESKTOP } from '../support/fixtures';
import { baseUrl, E2E_PORT } from '../support/env';
import { exactly, failedLoad, siteLogsFailedCall } from '../support/expectedProblems';

/**
 * A listing page's enquiry and locality map in the composed site, on residential and commercial
 * pages at 1280 and 375 px: the enquiry is stored by the API with the listing it is about, a failed
 * send keeps the input, phones get the Call / WhatsApp / Enquire bar, and the map (a stand-in for
 * the map host, see fixtures.ts) loads only as it nears the screen. Axe and the keyboard too.
 */

/** The site's SQLite file under `npm start` for these tests (playwright.config.ts: API_DATA_DIR). */
const DB_FILE = `/tmp/site-e2e-${E2E_PORT}/site.db`;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Kind = 'residential' | 'commercial';

interface Listing {
  kind: Kind;
  path: string;
  pid: number;
  name: string;
  latitude: number;
  longitude: number;
}

async function listingOf(request: APIRequestContext, kind: Kind): Promise<Listing> {
  const type = kind === 'residential' ? 'r' : 'c';
  const list = (await (await request.get(`/api/property_list/noida/all/${type}`)).json()) as {
    property_list: { p_id: number; p_location: string; slug: string; property_name: string }[];
  };
  const item = list.property_list[1];
  if (!item) throw new Error(`no ${kind} listing in noida`);
  const detail = (await (await request.get(`/api/property-detail/${kind}/${item.p_id}`)).json()) as {
    property_detail: { latitude?: number; longitude?: number }[];
  };
  const { latitude, longitude } = detail.property_detail[0] ?? {};
  if (latitude === undefined || longitude === undefined) throw new Error(`listing ${item.p_id} has no coordinates`);
  return {
    kind,
    path: `/${kind}/${item.p_location}/${item.slug}/${item.p_id}`,
    pid: item.p_id,
    name: item.property_name,
    latitude,
    longitude,
  };
}

interface StoredEnquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  property_kind: string | null;
  property_id: number | null;
  page: string;
}

function storedEnquiries(email: string): StoredEnquiry[] {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'SELECT name, email, phone, subject, message, property_kind, property_id, page FROM enquiries WHERE email = ?',
      )
      .all(email) as StoredEnquiry[];
  } finally {
    db.close();
  }
}

const panelOf = (page: Page) => page.locator('#property-enquiry');
const formOf = (page: Page, name: string) => page.getByRole('form', { name: `Enquiry about ${name}` });
const mapFrame = (page: Page) => page.locator('iframe[title$="with the property marked"]');
const contactBar = (page: Page) => page.getByRole('navigation', { name: 'Contact us about this property' });

async function fillForm(form: Locator, values: { name: string; phone: string; email: string }) {
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Phone').fill(values.phone);
  await form.getByLabel('Email').fill(values.email);
}

for (const viewport of [DESKTOP, MOBILE]) {
  const width = viewport.width;
  test.describe(`listing enquiry and map at ${width} px`, () => {
    test.use({ viewport });

    for (const kind of ['residential', 'commercial'] as const) {
      test(`${kind}: an enquiry is stored with the listing; call and WhatsApp name it`, async ({
        page,
        request,
        problems,
      }) => {
        const listing = await listingOf(request, kind);
        await visit(page, listing.path);
        const form = formOf(page, listing.name);
        await expect(form.getByLabel('Message')).toHaveValue(
          `I am interested in ${listing.name}. Please send me more details.`,
        );
        const panel = panelOf(page);
        await expect(panel.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+919810000000');
        const whatsapp = new URL((await panel.getByRole('link', { name: /WhatsApp us/ }).getAttribute('href')) ?? '');
        expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/919810000000');
        expect(whatsapp.searchParams.get('text')).toBe(
          `Hello, I am interested in ${listing.name}: ${baseUrl}${listing.path}`,
        );
        // The privacy notice sits beside the submit button.
        await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

        // The shared rules first: nothing is sent while a field is wrong.
        await form.getByRole('button', { name: 'Send enquiry' }).click();
        await expect(form.getByText('This field is required')).toHaveCount(3);
        await expect(form.getByLabel('Name')).toBeFocused();

        const email = `listing.${kind}.${width}.${Date.now()}@example.com`;
        await fillForm(form, { name: `Browser ${kind}`, phone: '+91 98100 12345', email });
        const posted = page.waitForRequest((r) => r.url().endsWith('/api/request-form') && r.method() === 'POST');
        await form.getByRole('button', { name: 'Send enquiry' }).click();
        expect((await posted).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
        await expect(form.getByRole('status')).toHaveText(
          `Thank you. Your enquiry about ${listing.name} has been sent; our advisor will contact you soon.`,
        );
        await expect(form.getByLabel('Name')).toHaveValue('');

        // Stored once, with the listing it is about and the page it came from.
        expect(storedEnquiries(email)).toEqual([
          {
            name: `Browser ${kind}`,
            email,
            phone: '+91 98100 12345',
            subject: `Enquiry about ${listing.name}`,
            message: `I am interested in ${listing.name}. Please send me more details.`,
            property_kind: kind,
            property_id: listing.pid,
            page: expect.stringContaining(listing.path) as unknown as string,
          },
        ]);
        expect(problems.errors).toEqual([]);
      });
    }

    test('a failed send keeps every field, explains it, and the retry stores it once', async ({
      page,
      request,
      problems,
    }) => {
      problems.expect(
        ...failedLoad(exactly(`${baseUrl}/api/request-form`), 'the enquiry call answers 500'),
        siteLogsFailedCall(500, 'the form logs the failed send', 'The property enquiry could not be sent'),
      );
      const listing = await listingOf(request, 'commercial');
      let fail = true;
      await page.route('**/api/request-form', (r) =>
        fail
          ? r.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
            })
          : r.continue(),
      );
      await visit(page, listing.path);
      const form = formOf(page, listing.name);
      const email = `kept.${width}.${Date.now()}@example.com`;
      await fillForm(form, { name: 'Kept Name', phone: '9810000001', email });
      await form.getByLabel('Message').fill('Kept message');
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(form.getByRole('alert')).toContainText('Everything you typed is still here.');
      await expect(form.getByRole('status')).toHaveCount(0);
      await expect(form.getByLabel('Name')).toHaveValue('Kept Name');
      await expect(form.getByLabel('Phone')).toHaveValue('9810000001');
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await expect(form.getByLabel('Message')).toHaveValue('Kept message');
      expect(storedEnquiries(email)).toEqual([]);

      fail = false;
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(form.getByRole('status')).toBeVisible();
      expect(storedEnquiries(email)).toMatchObject([{ property_kind: 'commercial', property_id: listing.pid }]);
      expect(problems.errors).toEqual([]);
    });

    test('the locality map loads only as it nears the screen, from the map host, with the address and a link', async ({
      page,
      request,
      problems,
    }) => {
      const listing = await listingOf(request, 'residential');
      const mapRequests: string[] = [];
      page.on('request', (r) => {
        // The listing's map (the footer's own map has no marker).
        if (r.url().startsWith('https://www.openstreetmap.org/export/embed.html') && r.url().includes('marker='))
          mapRequests.push(r.url());
      });
      await visit(page, listing.path);
      const section = page.getByRole('heading', { level: 2, name: 'Location' }).locator('..');
      await expect(section.locator('address')).not.toBeEmpty();
      const lat = listing.latitude.toFixed(5);
      const lon = listing.longitude.toFixed(5);
      await expect(section.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
        'href',
        `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`,
      );
      // Far below the first screen: no map yet, and its box already has its size.
      const box = await section.locator('address + div').boundingBox();
      expect(box && box.height).toBeGreaterThan(150);
      expect(box && box.y).toBeGreaterThan(viewport.height + 300);
      await expect(mapFrame(page)).toHaveCount(0);
      expect(mapRequests).toEqual([]);

      await section.scrollIntoViewIfNeeded();
      await expect(mapFrame(page)).toHaveCount(1);
      const src = new URL((await mapFrame(page).getAttribute('src')) ?? '');
      expect(src.origin).toBe('https://www.openstreetmap.org');
      expect(src.searchParams.get('marker')).toBe(`${lat},${lon}`);
      // The stand-in answered: the frame loaded under the page's policy (a blocked frame is a console error).
      await expect(
        page.frameLocator('iframe[title$="with the property marked"]').getByText('Map of the office'),
      ).toBeVisible();
      expect(mapRequests).toHaveLength(1);
      // The box did not change size when the map arrived.
      const after = await section.locator('address + div').boundingBox();
      expect(after?.height).toBe(box?.height);
      expect(problems.errors).toEqual([]);
    });

    test('phones get the Call / WhatsApp / Enquire bar, which covers nothing; wider screens do not', async ({
      page,
      request,
      problems,
    }) => {
      const listing = await listingOf(request, 'commercial');
      await visit(page, listing.path);
      const bar = contactBar(page);
      if (viewport === DESKTOP) {
        await expect(bar).toBeHidden();
        expect(problems.errors).toEqual([]);
        return;
      }
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link')).toHaveText(['Call', 'WhatsApp', 'Enquire']);
      // At the bottom of the screen while the listing scrolls under it.
      const barBox = await bar.boundingBox();
      expect(barBox && Math.round(barBox.y + barBox.height)).toBe(viewport.height);
      expect(barBox && barBox.height).toBeGreaterThanOrEqual(44);

      // Enquire brings the form up with the keyboard in its first field.
      await bar.getByRole('link', { name: 'Enquire' }).click();
      const form = formOf(page, listing.name);
      await expect(form.getByLabel('Name')).toBeFocused();
      await expect(form.getByLabel('Name')).toBeInViewport();

      // At the end of the page the bar sits after the content: the footer is not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const end = await bar.boundingBox();
      const footer = await page.locator('footer').last().boundingBox();
      expect(end && footer && end.y + end.height <= footer.y + 1).toBe(true);
      expect(problems.errors).toEqual([]);
    });

    test('keyboard only: reach the form, fill it and send it with Enter', async ({ page, request, problems }) => {
      const listing = await listingOf(request, 'residential');
      await visit(page, listing.path);
      const form = formOf(page, listing.name);
      // Tab from the page's start until the Name field has the focus.
      await page.locator('body').focus();
      let steps = 0;
      while (!(await form.getByLabel('Name').evaluate((el) => el === document.activeElement)) && steps < 80) {
        await page.keyboard.press('Tab');
        steps += 1;
      }
      await expect(form.getByLabel('Name')).toBeFocused();
      const email = `keyboard.${width}.${Date.now()}@example.com`;
      await page.keyboard.type('Keyboard Visitor');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Phone')).toBeFocused();
      await page.keyboard.type('9810012345');
      await page.keyboard.press('Tab');
      await expect(form.getByLabel('Email')).toBeFocused();
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      await expect(form.getByRole('status')).toBeVisible();
      expect(storedEnquiries(email)).toMatchObject([{ property_kind: 'residential', property_id: listing.pid }]);
      expect(problems.errors).toEqual([]);
    });
  });

  test.describe(`accessibility at ${width} px`, () => {
    // axe adds a <style> of its own inside frames (the map); the site's policy would block it. The
    // map frame under the real policy is tested above.
    test.use({ viewport, bypassCSP: true });

    for (const kind of ['residential', 'commercial'] as const) {
      test(`${kind}: axe finds nothing on the page with the panel, the bar, the map and the form's messages`, async ({
        page,
        request,
      }) => {
        const listing = await listingOf(request, kind);
        await visit(page, listing.path);
        await page.getByRole('heading', { level: 2, name: 'Location' }).scrollIntoViewIfNeeded();
        await expect(mapFrame(page)).toHaveCount(1);
        // The messages of an empty send are part of the page too.
        await formOf(page, listing.name).getByLabel('Message').fill('');
        await formOf(page, listing.name).getByRole('button', { name: 'Send enquiry' }).click();
        await expect(formOf(page, listing.name).getByText('This field is required')).toHaveCount(4);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  });
}

test.describe('contact at hand', () => {
  for (const kind of ['residential', 'commercial'] as const) {
    test(`${kind} at 320 px: nothing wider than the phone; the bar's labels fit and it stays until the footer`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      const listing = await listingOf(request, kind);
      await visit(page, listing.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const bar = contactBar(page);
      for (const link of await bar.getByRole('link').all()) {
        expect(await link.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      }
      // Halfway down the page (the similar listings too) the bar is at the bottom of the screen.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      const middle = await bar.boundingBox();
      expect(middle && Math.round(middle.y + middle.height)).toBe(640);
      // It gives way only to the footer: still on screen, just above where the footer starts.
      const footer = page.getByRole('contentinfo');
      // The footer's top a little above the screen's bottom edge.
      await footer.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - innerHeight + 80),
      );
      await expect(bar).toBeInViewport();
      const [atEnd, foot] = [await bar.boundingBox(), await footer.boundingBox()];
      const above = atEnd && foot ? foot.y - (atEnd.y + atEnd.height) : -1;
      expect(above).toBeGreaterThanOrEqual(0);
      expect(above).toBeLessThanOrEqual(64); // the page's bottom margin, nothing more
    });
  }

  test('residential at 1280 px: the enquiry panel stays in view while the visitor reads', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const listing = await listingOf(request, 'residential');
    await visit(page, listing.path);
    await page.evaluate(() => window.scrollTo(0, 1200));
    const send = formOf(page, listing.name).getByRole('button', { name: 'Send enquiry' });
    await expect(send).toBeInViewport();
  });
});
