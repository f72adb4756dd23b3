/**
 * The version of shared-ui's API, the one copy every remote takes from the shell at run time
 * (a module federation singleton). Append-only within a major: every name a version exports stays
 * exported, with the same meaning, until the next major. An added export is a new minor, recorded
 * in shared-ui/api-versions.json (apiVersions.test.ts holds the two in step). A remote's build
 * declares the version that introduced the newest name it imports (scripts/webpack/sharedUiNeeds.cjs)
 * and the shell refuses a remote that needs more than its copy has.
 * Plain data, no imports: node scripts and tests read this file too.
 */
export const SHARED_UI_VERSION = '1.9.0';
