import type { APIRequestContext } from '@playwright/test';

/** The routes of the spec's route table that need no slug or id from the data. */
export const FIXED_ROUTES = [
  '/',
  '/about',
  '/blog',
  '/contact',
  '/gallery',
  '/search-property/r/noida/all/all',
  '/project-listing',
  '/property/noida/all/residential',
  '/property/noida/all/commercial',
  '/property/best-property',
  '/property/genuine-deal',
  '/property/exclusive-deal',
  '/check-loan-eligibility',
  '/eligibility-check',
  '/emi-calculator',
] as const;

/** Every route of the spec's route table, with real slugs and ids read from the API. */
export async function routeTable(request: APIRequestContext): Promise<string[]> {
  const r = (await (await request.get('/api/property_list/noida/all/r')).json()) as {
    property_list: { p_location: string; slug: string; p_id: number }[];
  };
  const c = (await (await request.get('/api/property_list/noida/all/c')).json()) as {
    property_list: { p_location: string; slug: string; p_id: number }[];
  };
  const b = (await (await request.get('/api/get-blogs')).json()) as { get_blogs: { slug: string }[] };
  const res = r.property_list[0];
  const com = c.property_list[0];
  const blog = b.get_blogs[0];
  if (!res || !com || !blog) throw new Error('the seed data has no listing or blog');
  return [
    ...FIXED_ROUTES,
    `/blog/${blog.slug}`,
    `/residential/${res.p_location}/${res.slug}/${res.p_id}`,
    `/commercial/${com.p_location}/${com.slug}/${com.p_id}`,
  ];
}
