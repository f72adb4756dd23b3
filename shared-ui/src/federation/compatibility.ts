import { CONTRACTS_VERSION, REMOTE_CONTRACT_VERSION } from 'contracts/registry';
import { SHARED_UI_VERSION } from './version';

/** What this shell provides: the contract it speaks and the shared packages' versions it has. */
export interface HostVersions {
  readonly contract: string;
  readonly 'shared-ui': string;
  readonly contracts: string;
}

export const HOST_VERSIONS: HostVersions = {
  contract: REMOTE_CONTRACT_VERSION,
  'shared-ui': SHARED_UI_VERSION,
  contracts: CONTRACTS_VERSION,
};

export type IncompatibleReason =
  'undeclared' | 'malformed' | 'contract-older' | 'contract-newer' | 'needs-shared-ui' | 'needs-contracts';

export type Compatibility =
  | { readonly ok: true; readonly buildId: string }
  | { readonly ok: false; readonly reason: IncompatibleReason; readonly buildId?: string; readonly detail: string };

type Version = readonly [number, number, number];

const VERSION = /^(\d{1,6})\.(\d{1,6})\.(\d{1,6})$/;
const RANGE = /^(\^|~|>=)?(\d{1,6}\.\d{1,6}\.\d{1,6})$/;
const BUILD_ID = /^[\w.+-]{1,80}$/;

/** 'x.y.z' → its numbers; anything else (pre-releases included) → undefined. */
export function parseVersion(text: unknown): Version | undefined {
  const m = typeof text === 'string' ? VERSION.exec(text) : null;
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` satisfies `range`, for the few range forms a build declares: exact 'x.y.z',
 * '^x.y.z' (npm's caret: same major, or same minor below 1.0.0), '~x.y.z' (same minor) and
 * '>=x.y.z'. undefined: not a range this check understands.
 */
export function satisfies(version: string, range: unknown): boolean | undefined {
  const m = typeof range === 'string' ? RANGE.exec(range.trim()) : null;
  const v = parseVersion(version);
  const low = m ? parseVersion(m[2]) : undefined;
  if (!m || !v || !low) return undefined;
  if (compare(v, low) < 0) return false;
  switch (m[1]) {
    case undefined:
      return compare(v, low) === 0;
    case '>=':
      return true;
    case '~':
      return v[0] === low[0] && v[1] === low[1];
    default:
      return low[0] > 0 ? v[0] === low[0] : v[0] === 0 && v[1] === low[1];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Shown in a region and logged: short, and naming the remote and both sides' versions. */
function whoIs(remote: string, buildId: string | undefined): string {
  return buildId ? `${remote} build ${buildId}` : `${remote} (build unknown)`;
}

/**
 * Checks what a remote's manifest declares (`metaData.site`, written by every build: see
 * contracts/src/registry/contract.ts) against what this shell provides. Pure: the runtime plugin
 * calls it with the manifest it fetched, before the remote's code is loaded.
 */
export function checkCompatibility(
  remote: string,
  metaData: unknown,
  host: HostVersions = HOST_VERSIONS,
): Compatibility {
  const hostMajor = parseVersion(host.contract)?.[0];
  const needs = `this site needs contract ${hostMajor}.x (${host.contract})`;
  const site = isRecord(metaData) ? metaData.site : undefined;
  if (site === undefined)
    return {
      ok: false,
      reason: 'undeclared',
      detail: `${whoIs(remote, undefined)} declares no contract version; ${needs}`,
    };
  const buildId =
    isRecord(site) && typeof site.buildId === 'string' && BUILD_ID.test(site.buildId) ? site.buildId : undefined;
  const contract = isRecord(site) ? parseVersion(site.contract) : undefined;
  const requires = isRecord(site) && isRecord(site.requires) ? site.requires : undefined;
  const needsUi = requires?.['shared-ui'];
  const needsContracts = requires?.contracts;
  const uiOk = satisfies(host['shared-ui'], needsUi);
  const contractsOk = satisfies(host.contracts, needsContracts);
  if (!buildId || !contract || uiOk === undefined || contractsOk === undefined)
    return {
      ok: false,
      reason: 'malformed',
      buildId,
      detail: `${whoIs(remote, buildId)} has malformed version metadata; ${needs}`,
    };
  const who = whoIs(remote, buildId);
  const implemented = `${contract.join('.')}`;
  if (hostMajor === undefined || contract[0] < hostMajor)
    return {
      ok: false,
      reason: 'contract-older',
      buildId,
      detail: `${who} implements contract ${implemented}; ${needs}`,
    };
  if (contract[0] > hostMajor)
    return {
      ok: false,
      reason: 'contract-newer',
      buildId,
      detail: `${who} implements contract ${implemented}; this site supports contract ${hostMajor}.x (${host.contract})`,
    };
  if (!uiOk)
    return {
      ok: false,
      reason: 'needs-shared-ui',
      buildId,
      detail: `${who} needs shared-ui ${String(needsUi)}; this site has shared-ui ${host['shared-ui']}`,
    };
  if (!contractsOk)
    return {
      ok: false,
      reason: 'needs-contracts',
      buildId,
      detail: `${who} needs contracts ${String(needsContracts)}; this site has contracts ${host.contracts}`,
    };
  return { ok: true, buildId };
}
