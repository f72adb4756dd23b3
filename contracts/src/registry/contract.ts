/**
 * The versions a remote's build declares in its manifests (metaData.site) and the shell checks when
 * it registers the remote (shared-ui/src/federation/compatibility.ts). Plain data, no imports: the
 * webpack factory loads this file through tsx. The rules for bumping them are in
 * docs/remote-conventions.md ("Versions and breaking changes").
 */

/**
 * The contract between the shell and a remote: the registry's exposes and segments, the props of
 * each fragment and of `./routes`, how a remote's CSS reaches the page (style sheets from
 * `css/*.css`, linked by the shell; no `<style>` injection) and what the content security policy
 * must allow. Major: a change an older shell or remote cannot live with. Minor: an addition.
 * 1.x were the builds before versions were declared (they declare none).
 */
export const REMOTE_CONTRACT_VERSION = '2.1.0';

/** The contracts package (contracts/package.json `version`): schemas, vocabulary and registry. */
export const CONTRACTS_VERSION = '1.0.0';

/** What a build writes under its manifests' `metaData.site`. */
export interface BuildContract {
  /** The REMOTE_CONTRACT_VERSION the remote implements ('2.0.0'). */
  readonly contract: string;
  /** Ranges of the shared packages it needs from the shell ('^1.0.0'). */
  readonly requires: { readonly 'shared-ui': string; readonly contracts: string };
  /** Names the commit it was built from: BUILD_ID, or `<name>-<git short hash>[-dirty]`. */
  readonly buildId: string;
}

/** What a contract version promises of one remote: modules the shell may load, segments it routes there. */
export interface RemotePromise {
  readonly exposes: readonly string[];
  readonly segments: readonly string[];
}

/**
 * What each contract version promises of every remote. Within a major a version only adds (its
 * entry lists what it adds); removing or renaming an expose or a segment is a new major. The
 * registry (sites.ts) must offer everything of the current major (registry test), and each
 * remote's build checks its own before it starts (src/exposes/contract.test.ts, `npm run build`).
 */
export const CONTRACT_PROMISES: Readonly<Record<string, Readonly<Record<string, RemotePromise>>>> = {
  '2.0.0': {
    listings: {
      exposes: ['./routes', './SearchForm', './LatestListings', './BudgetGallery', './PopularProperties'],
      segments: ['search-property', 'project-listing', 'property', 'residential', 'commercial'],
    },
    content: {
      exposes: ['./routes', './Testimonials', './NewsFeed'],
      segments: ['about', 'blog', 'gallery', 'contact', 'privacy-policy', 'terms-and-conditions'],
    },
    finance: {
      exposes: ['./routes'],
      segments: ['check-loan-eligibility', 'eligibility-check', 'emi-calculator'],
    },
  },
  // The staff back-office joins: an addition, so older shells and remotes live with it.
  '2.1.0': {
    staff: { exposes: ['./routes'], segments: ['staff'] },
  },
};

/** Everything the versions of `version`'s major up to it promise of `remote`. */
export function promisedOf(remote: string, version: string = REMOTE_CONTRACT_VERSION): RemotePromise {
  const [major, minor = 0] = version.split('.').map(Number);
  const same = Object.keys(CONTRACT_PROMISES).filter((v) => {
    const [m, n = 0] = v.split('.').map(Number);
    return m === major && n <= minor;
  });
  const pick = (key: keyof RemotePromise) => [
    ...new Set(same.flatMap((v) => CONTRACT_PROMISES[v]?.[remote]?.[key] ?? [])),
  ];
  return { exposes: pick('exposes'), segments: pick('segments') };
}
