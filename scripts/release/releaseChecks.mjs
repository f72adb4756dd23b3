// What a remote declares beside its routes (src/exposes/release-checks.json, copied into its build
// as release-checks.json): for each first path segment it owns, the steps the release gate takes in
// the browser once the screen has hydrated: a visitor's first interaction, so that code which only
// runs on a click or a keystroke runs before the release goes live. Plain JSON, validated here:
//   { "segments": { "emi-calculator": [ { "click": { "role": "button", "name": "25 Lakh" } },
//                                        { "expectVisible": { "text": "Monthly EMI" } } ] } }
// It may also name API answers its screens get by design in the gate's signed-out browser (the
// staff screens' "who is signed in?" answers 401), each with why; every other 4xx/5xx still fails:
//   "expectedAnswers": [ { "path": "/api/staff/session", "status": 401, "why": "signed out" } ]

const ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'textbox', 'combobox', 'slider', 'heading', 'tab']);
const MAX_STEPS = 12;

/**
 * @typedef {{ role: string, name: string } | { label: string } | { text: string }} Target
 * @typedef {{ click: Target } | { fill: Target, value: string } | { select: Target, value: string } | { expectVisible: Target }} Step
 */

/** A target's own problem, or null. */
function targetProblem(target) {
  if (!target || typeof target !== 'object' || Array.isArray(target)) return 'a target must be an object';
  const keys = Object.keys(target).sort().join(',');
  const str = (v) => typeof v === 'string' && v.trim() !== '' && v.length <= 200;
  if (keys === 'name,role') {
    if (!ROLES.has(target.role)) return `role "${target.role}" is not one of ${[...ROLES].join(', ')}`;
    return str(target.name) ? null : 'name must be a non-empty text';
  }
  if (keys === 'label') return str(target.label) ? null : 'label must be a non-empty text';
  if (keys === 'text') return str(target.text) ? null : 'text must be a non-empty text';
  return `a target is { role, name }, { label } or { text } (got ${keys || 'nothing'})`;
}

/** One step's problem, or null. */
function stepProblem(step) {
  if (!step || typeof step !== 'object' || Array.isArray(step)) return 'a step must be an object';
  const keys = Object.keys(step).sort().join(',');
  if (keys === 'click') return targetProblem(step.click);
  if (keys === 'expectVisible') return targetProblem(step.expectVisible);
  for (const action of ['fill', 'select'])
    if (keys === `${action},value`)
      return typeof step.value === 'string' && step.value.length <= 200
        ? targetProblem(step[action])
        : 'value must be a text';
  return `a step is { click }, { fill, value }, { select, value } or { expectVisible } (got ${keys || 'nothing'})`;
}

/**
 * The declaration, checked against the segments the remote owns: every segment needs at least one
 * step (a screen nobody interacts with in the gate is a screen whose event handlers never ran).
 * @param {unknown} declaration  the parsed file
 * @param {readonly string[]} segments  the remote's segments (registry)
 * @returns {{ ok: true, steps: Record<string, Step[]> } | { ok: false, problems: string[] }}
 */
export function parseReleaseChecks(declaration, segments) {
  const problems = [];
  const bySegment = declaration && typeof declaration === 'object' ? declaration.segments : undefined;
  if (!bySegment || typeof bySegment !== 'object' || Array.isArray(bySegment))
    return { ok: false, problems: ['it has no "segments" object'] };
  for (const segment of Object.keys(bySegment))
    if (!segments.includes(segment)) problems.push(`"${segment}" is not a segment of this remote`);
  for (const segment of segments) {
    const steps = bySegment[segment];
    if (!Array.isArray(steps) || steps.length === 0) {
      problems.push(`"${segment}" declares no steps`);
      continue;
    }
    if (steps.length > MAX_STEPS) problems.push(`"${segment}" declares more than ${MAX_STEPS} steps`);
    steps.forEach((step, i) => {
      const problem = stepProblem(step);
      if (problem) problems.push(`"${segment}" step ${i + 1}: ${problem}`);
    });
  }
  const expectedAnswers = declaration.expectedAnswers ?? [];
  problems.push(...expectedAnswersProblems(expectedAnswers));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, steps: bySegment, expectedAnswers };
}

const MAX_EXPECTED_ANSWERS = 5;

/**
 * Only the API's client errors may be declared: never the remote's own files, never a 5xx (a
 * failing server is never by design), and each with its reason.
 */
function expectedAnswersProblems(answers) {
  if (!Array.isArray(answers)) return ['"expectedAnswers" must be a list'];
  if (answers.length > MAX_EXPECTED_ANSWERS) return [`"expectedAnswers" names more than ${MAX_EXPECTED_ANSWERS}`];
  return answers.flatMap((a, i) => {
    const at = `"expectedAnswers" ${i + 1}`;
    if (!a || typeof a !== 'object' || Object.keys(a).sort().join(',') !== 'path,status,why')
      return [`${at}: an answer is { path, status, why }`];
    const problems = [];
    if (typeof a.path !== 'string' || !/^\/api\/[\w\-/]{1,200}$/.test(a.path))
      problems.push(`${at}: path must be an API path (/api/…), without a query`);
    if (!Number.isInteger(a.status) || a.status < 400 || a.status > 499)
      problems.push(`${at}: status must be a client error (400–499)`);
    if (typeof a.why !== 'string' || a.why.trim() === '') problems.push(`${at}: why must say why`);
    return problems;
  });
}

/** Whether `url` answered `status` as the remote declared (an API path of the site's origin). */
export function isExpectedAnswer(expectedAnswers, site, url, status) {
  const u = new URL(url);
  return u.origin === site && expectedAnswers.some((a) => a.path === u.pathname && a.status === status);
}

/** Whether a console error is about a declared answer's address (the browser's "failed to load" line). */
export function isAboutExpectedAnswer(expectedAnswers, site, sourceUrl) {
  if (!sourceUrl) return false;
  try {
    const u = new URL(sourceUrl);
    return u.origin === site && expectedAnswers.some((a) => a.path === u.pathname);
  } catch {
    return false;
  }
}

/** A step as a line of the gate's log: `click button "25 Lakh"`. */
export function describeStep(step) {
  const [action] = Object.keys(step).filter((k) => k !== 'value');
  const t = step[action];
  const target = t.role ? `${t.role} "${t.name}"` : t.label ? `field "${t.label}"` : `text "${t.text}"`;
  if (action === 'fill') return `fill ${target} with "${step.value}"`;
  return action === 'select' ? `select "${step.value}" in ${target}` : `${action} ${target}`;
}

/** The Playwright locator of a target, inside the remote's region. */
function locate(scope, target) {
  if (target.role) return scope.getByRole(target.role, { name: target.name }).first();
  if (target.label) return scope.getByLabel(target.label).first();
  return scope.getByText(target.text).first();
}

/**
 * Takes the steps on the page, each within `timeoutMs`; the first that cannot be taken is returned.
 * @returns {Promise<string | null>}  what failed, or null
 */
export async function takeSteps(page, regionSelector, steps, timeoutMs = 5000) {
  const scope = page.locator(regionSelector).first();
  for (const step of steps) {
    try {
      if (step.click) await locate(scope, step.click).click({ timeout: timeoutMs });
      else if (step.fill) await locate(scope, step.fill).fill(step.value, { timeout: timeoutMs });
      else if (step.select) await locate(scope, step.select).selectOption(step.value, { timeout: timeoutMs });
      else await locate(scope, step.expectVisible).waitFor({ state: 'visible', timeout: timeoutMs });
    } catch (error) {
      const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return `${describeStep(step)}: ${why}`;
    }
  }
  return null;
}
