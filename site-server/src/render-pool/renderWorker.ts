// One render worker of the pool (a Piscina worker thread): loads the shell's server build, keeps its
// remotes' releases and style sheets current as the site server did on its own thread, and renders
// one page per task. A page comes back whole and compressed once; a page that may be kept comes
// back in every encoding, for the site server's kept copies. A render that runs past its budget
// ends with this thread (the pool terminates it and starts another).
import { BroadcastChannel, threadId } from 'node:worker_threads';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Piscina from 'piscina';
import { createRemoteFiles } from '../render/remoteFiles.js';
import type { PageEncoding } from './keptCopies.js';
import type { PoolNews, RenderResult, RenderTask, WorkerSetup } from './renderTask.js';

/** React's mark of a region it sent as its fallback, for the browser to render. */
const CLIENT_RENDER_MARK = Buffer.from('<!--$!-->');
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page the renderer could keep (createRenderer.tsx's KeepablePage). */
interface KeepablePage {
  status: number;
  html: string;
  nonce: string;
  until: number;
  staleUntil: number;
}

/** The part of the shell's server build (shell/src/server/createRenderer.tsx) a worker uses. */
interface ShellPages {
  render(request: {
    url: string;
    config: unknown;
    nonce: string;
    remotesToBrowser?: boolean;
    requestId?: string | undefined;
    postBack?: RenderTask['postBack'];
    onKeepable?: (page: KeepablePage) => void;
  }): Promise<{ status: number; redirect: string | null; body: NodeJS.ReadableStream & { destroy(): void } }>;
  checkReleases(): Promise<unknown>;
  prepare?: (config: unknown) => Promise<boolean>;
  dataChanged?: (staleMs: number) => void;
  warm?: () => Promise<void>;
}
interface ShellServerBuild {
  renderer: Promise<{ createPageRenderer(options: object): Promise<ShellPages> }>;
}

/** A new worker waits at most this long for its remotes before it takes pages. */
const START_WAIT_MS = 10_000;

const setup = Piscina.workerData as WorkerSetup;
const channel = new BroadcastChannel(setup.channel);
channel.unref();
const say = (news: PoolNews) => channel.postMessage(news);
const log = (line: string) => say({ kind: 'log', line });

const build = createRequire(import.meta.url)(path.join(setup.shellDist, 'server/main.js')) as ShellServerBuild;
const assets: unknown = JSON.parse(fs.readFileSync(path.join(setup.shellDist, 'page-assets.json'), 'utf8'));
const { createPageRenderer } = await build.renderer;

// The remotes' browser files a page links and preloads (by manifest address).
const remoteFiles = createRemoteFiles(setup.shellDist);
const remoteUrls = (config: unknown): string[] => {
  const remotes = (config as { remotes?: Record<string, unknown> } | null)?.remotes ?? {};
  return Object.values(remotes).map(String);
};

const pages = await createPageRenderer({
  apiUrl: setup.apiUrl,
  assets,
  stylesFor: remoteFiles.stylesFor,
  preloadsFor: remoteFiles.preloadsFor,
  log,
  // Kept pages live in the site server's thread (keptCopies.ts), shared by every worker.
  keptPages: 0,
  onReleaseChange: (remote: string, state: 'live' | 'down', release?: string) =>
    say({ kind: 'release', remote, release: state === 'live' ? (release ?? null) : null }),
});

let config = setup.config;
async function refresh(): Promise<void> {
  if (!config) return;
  await Promise.all(remoteUrls(config).map(remoteFiles.read));
  const justChecked = await pages.prepare?.(config);
  if (justChecked !== true) await pages.checkReleases().catch(() => undefined);
}
channel.onmessage = (event: unknown) => {
  const news = (event as { data: PoolNews }).data;
  if (news.kind === 'config') config = news.config;
  else if (news.kind === 'data-changed') pages.dataChanged?.(0);
  else if (news.kind === 'ping' && news.threadId === threadId) say({ kind: 'pong', threadId, seq: news.seq });
};
// Before the first task: the remotes' releases are live and their modules loaded when a visitor's
// page comes. A remote that does not answer holds up no worker's start for long: its regions fall
// back as they would for any page.
await Promise.race([
  refresh().then(() => pages.warm?.()),
  new Promise((resolve) => setTimeout(resolve, START_WAIT_MS).unref()),
]);
setInterval(() => void refresh(), setup.checkEveryMs).unref();

async function readAll(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function compress(page: Buffer, encoding: PageEncoding): Promise<Buffer> | Buffer {
  if (encoding === 'br') return brotli(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });
  if (encoding === 'gzip') return gzip(page, { level: 6 });
  return page;
}

/** A Buffer's own bytes as a transferable ArrayBuffer-backed view (a pooled Buffer shares its memory). */
const own = (buf: Buffer): Uint8Array => new Uint8Array(buf);

/** Answers once this worker has loaded the renderer and checked its remotes (the pool's start waits for it). */
export function ready(): boolean {
  return true;
}

export default async function renderPage(task: RenderTask): Promise<RenderResult> {
  say({ kind: 'started', id: task.id, threadId });
  config = task.config;
  const unknown = remoteUrls(task.config).filter((url) => !remoteFiles.has(url));
  await Promise.all(unknown.map(remoteFiles.read));
  const keepable: { copy?: KeepablePage } = {};
  // Rendered without compression: the page is compressed once, here, into what it needs.
  const page = await pages.render({
    url: task.url,
    config: task.config,
    nonce: task.nonce,
    remotesToBrowser: task.remotesToBrowser,
    requestId: task.requestId,
    postBack: task.postBack,
    onKeepable: (copy) => {
      keepable.copy = copy;
    },
  });
  if (page.redirect) {
    page.body.destroy();
    const body = new Uint8Array();
    return {
      status: page.status,
      redirect: page.redirect,
      encoding: null,
      body,
      regionsLeftToBrowser: false,
      kept: null,
    };
  }
  const html = await readAll(page.body);
  const regionsLeftToBrowser = html.includes(CLIENT_RENDER_MARK);
  const copy = keepable.copy; // set as the page ended, before its last bytes were read
  if (!task.keep || !copy || copy.until <= Date.now()) {
    const body = own(await compress(html, task.encoding));
    return { status: page.status, redirect: null, encoding: task.encoding, body, regionsLeftToBrowser, kept: null };
  }
  // A kept copy has no inline script (the renderer checked): its nonce attributes go.
  const identity = Buffer.from(copy.html.replaceAll(` nonce="${copy.nonce}"`, ''));
  const [br, gz] = await Promise.all([compress(identity, 'br'), compress(identity, 'gzip')]);
  const bodies = { identity: own(identity), br: own(br), gzip: own(gz) };
  const body = task.encoding === 'br' ? bodies.br : task.encoding === 'gzip' ? bodies.gzip : bodies.identity;
  return {
    status: page.status,
    redirect: null,
    encoding: task.encoding,
    body,
    regionsLeftToBrowser,
    kept: { until: copy.until, staleUntil: copy.staleUntil, ...bodies },
  };
}
