// What the site server's thread and a render worker send each other.
import type { FormPostBack } from 'contracts/forms';
import type { PageEncoding } from './keptCopies.js';

/** One page to render, as a worker gets it. */
export interface RenderTask {
  /** Names the task in the worker's `started` news (which thread renders it). */
  id: number;
  url: string;
  /** The runtime config read for this request (its text is part of a kept page's key). */
  config: unknown;
  nonce: string;
  encoding: PageEncoding;
  /** Every remote region left to the browser: the page whose render ran past its budget, again. */
  remotesToBrowser: boolean;
  /** The site server's id of the visitor's request: sent on with the render's API calls. */
  requestId?: string | undefined;
  /** The pool keeps pages: a keepable one comes back in every encoding (else only in `encoding`). */
  keep: boolean;
  /** A form posted without JavaScript, shown again with what was typed (never kept). */
  postBack?: FormPostBack | undefined;
}

/** A rendered page: the whole of it, in the request's encoding; and when keepable, every encoding. */
export interface RenderResult {
  status: number;
  redirect: string | null;
  encoding: PageEncoding;
  body: Uint8Array;
  /** A remote region could not be rendered here (React's client-render mark): the browser renders it. */
  regionsLeftToBrowser: boolean;
  kept: { until: number; staleUntil: number; identity: Uint8Array; br: Uint8Array; gzip: Uint8Array } | null;
}

/** What the worker is given once, as it starts. */
export interface WorkerSetup {
  shellDist: string;
  apiUrl: string;
  /** The runtime config as last read, so a new worker checks its remotes before its first page. */
  config: unknown;
  checkEveryMs: number;
  /** BroadcastChannel name for the pool's news (a new config, a data change) and the workers' (a release changed). */
  channel: string;
}

/** News on the pool's channel. */
export type PoolNews =
  | { kind: 'config'; config: unknown }
  | { kind: 'data-changed' }
  /** A remote's server release went live (`release`: its version) or down (none). */
  | { kind: 'release'; remote: string; release: string | null }
  /** A worker took on a task. */
  | { kind: 'started'; id: number; threadId: number }
  /** The pool asks a worker whether its thread still runs its event loop; it answers `pong`. */
  | { kind: 'ping'; threadId: number; seq: number }
  | { kind: 'pong'; threadId: number; seq: number }
  | { kind: 'log'; line: string };
