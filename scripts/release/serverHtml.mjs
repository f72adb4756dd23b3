// What the release gate requires of the server's HTML of each of its routes, read as a crawler or
// a visitor without JavaScript gets it: the screen's own title and main heading, and no region the
// server gave up on (React marks a Suspense boundary it left to the browser with <!--$!-->, and the
// shell's fallback says "Loading page…"), so a throw that happens only on the server is caught.

const text = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * @param {string} html
 * @param {{ remote: string, buildId: string, owned: boolean }} o  owned: the route is the remote's screen
 * @returns {string[]}  what is wrong (empty: fine)
 */
export function serverHtmlProblems(html, { remote, buildId, owned }) {
  const problems = [];
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  if (!title || text(title) === '') problems.push('it has no <title>');
  if (html.includes('<!--$!-->'))
    problems.push('a region was left to the browser (it threw or timed out on the server)');
  if (!owned) return problems;
  if (!regionMark(remote, buildId).test(html)) problems.push(`it has no ${remote} region of build ${buildId}`);
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => text(m[1])).filter(Boolean);
  if (headings.length === 0) problems.push('it has no <h1> with text');
  return problems;
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The mark of the remote's region of this build in a page's HTML. */
export const regionMark = (remote, buildId) =>
  new RegExp(`data-remote="${escapeRe(remote)}" data-build="${escapeRe(buildId)}"`);
