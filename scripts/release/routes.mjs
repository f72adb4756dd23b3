// The pages the release gate opens for a remote: one or more representative URLs for each first
// path segment the registry gives it (a segment it adds later is opened at /<segment>), and the
// home page, where its fragments are.

/** Representative URLs per segment; a function takes the sample data read from the site's API. */
const SAMPLES = {
  'search-property': () => ['/search-property/r/noida/all/all'],
  'project-listing': () => ['/project-listing'],
  property: () => ['/property/noida/all/residential', '/property/best-property'],
  residential: (s) => (s.residential ? [s.residential] : []),
  commercial: (s) => (s.commercial ? [s.commercial] : []),
  blog: (s) => ['/blog', ...(s.blog ? [s.blog] : [])],
};

/**
 * @param {string[]} segments  the remote's first path segments (registry)
 * @param {{ residential?: string | null, commercial?: string | null, blog?: string | null }} samples
 * @returns {string[]} '/' first, then each segment's pages, without duplicates
 */
export function gateRoutes(segments, samples = {}) {
  const routes = segments.flatMap((segment) =>
    Object.hasOwn(SAMPLES, segment) ? SAMPLES[segment](samples) : [`/${segment}`],
  );
  return [...new Set(['/', ...routes])];
}

/** One listing's and one blog post's page, from the site's API (null for what it cannot give). */
export async function readSamples(site, fetchJson) {
  const listing = async (kind, type) => {
    const body = await fetchJson(`${site}/api/property_list/noida/all/${type}`).catch(() => null);
    const first = body?.property_list?.[0];
    return first ? `/${kind}/${first.p_location}/${first.slug}/${first.p_id}` : null;
  };
  const blogs = await fetchJson(`${site}/api/get-blogs`).catch(() => null);
  const slug = blogs?.get_blogs?.[0]?.slug;
  return {
    residential: await listing('residential', 'r'),
    commercial: await listing('commercial', 'c'),
    blog: slug ? `/blog/${slug}` : null,
  };
}
