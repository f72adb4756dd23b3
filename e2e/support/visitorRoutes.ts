import type { APIRequestContext } from '@playwright/test';
import { seedRoutes } from './serverHtml';

/**
 * Pages that show one visitor's own choices (their shortlist, a comparison they picked): rendered
 * on the server like every page, but `noindex` and left out of the sitemap.
 */
export async function visitorRoutes(request: APIRequestContext): Promise<string[]> {
  const answer = (await (await request.get('/api/property_list/noida/all/r?pageSize=2')).json()) as {
    property_list: { p_id: number }[];
  };
  const ids = answer.property_list.map((p) => p.p_id);
  if (ids.length < 2) throw new Error('the seed data has fewer than two listings');
  return ['/shortlist', `/compare?ids=${ids.join(',')}`];
}

/** Every page a visitor can land on: the spec's route table from the seed, then the visitor's own pages. */
export async function everyRoute(request: APIRequestContext): Promise<string[]> {
  return [...(await seedRoutes(request)).map((r) => r.route), ...(await visitorRoutes(request))];
}
