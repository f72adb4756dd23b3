import type { APIRequestContext, Page } from '@playwright/test';
import { FIXED_ROUTES } from './routes';

/** A route of the spec's table and, where the seed names it, the text its h1 must carry. */
export interface SeedRoute {
  route: string;
  /** The property's or post's name (detail pages); other routes need a non-empty h1. */
  name?: string;
}

interface ListItem {
  p_location: string;
  slug: string;
  p_id: number;
  property_name: string;
  title: string;
}

/** The shown name of a listing: its property name, else its title (as the detail screens name it). */
const listingName = (item: ListItem) => item.property_name.trim() || item.title.trim();

/** Every route of the spec's route table, one property of each kind and one post from the seed. */
export async function seedRoutes(request: APIRequestContext): Promise<SeedRoute[]> {
  const list = async (kind: 'r' | 'c') =>
    ((await (await request.get(`/api/property_list/noida/all/${kind}`)).json()) as { property_list: ListItem[] })
      .property_list[0];
  const res = await list('r');
  const com = await list('c');
  const blogs = (await (await request.get('/api/get-blogs')).json()) as {
    get_blogs: { slug: string; title: string }[];
  };
  const post = blogs.get_blogs[0];
  if (!res || !com || !post) throw new Error('the seed data has no listing or post');
  return [
    ...FIXED_ROUTES.map((route) => ({ route })),
    { route: `/blog/${post.slug}`, name: post.title.trim() },
    { route: `/residential/${res.p_location}/${res.slug}/${res.p_id}`, name: listingName(res) },
    { route: `/commercial/${com.p_location}/${com.slug}/${com.p_id}`, name: listingName(com) },
  ];
}

/** What a crawler reads in a page's HTML. */
export interface HeadFacts {
  title: string;
  description: string;
  canonical: string;
  ogTitle: string;
  robots: string;
  h1: string[];
}

/** Reads the HTML as a parser does, with no script run (DOMParser in a blank page). */
export async function headFacts(page: Page, html: string): Promise<HeadFacts> {
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name)?.trim() ?? '';
    const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      title: doc.title.trim(),
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      // An h1 the server streamed in a hidden segment counts once React would have placed it.
      h1: [...doc.querySelectorAll('h1')].map(text),
    };
  }, html);
}

/** The raw answer of the site's server for a path: no browser, no JavaScript. */
export async function rawPage(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  return { status: res.status(), headers: res.headers(), html: await res.text() };
}
