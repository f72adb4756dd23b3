// A site server's part of a shutdown: stop taking connections, let the requests in flight finish,
// and never wait longer than allowed (a page still streaming, a proxied call to a hung API).

/** What a Fastify instance offers for this (its close() waits for the requests in flight). */
export interface DrainableServer {
  close(): PromiseLike<unknown>;
  server: { closeAllConnections(): void };
}

export type DrainOutcome = 'drained' | 'cut';

/**
 * Closes the servers one after another, each once the one before it has drained: new connections
 * are refused, idle keep-alive connections closed, and requests in flight finish. A server that
 * others' requests depend on comes later (the shell's pages are rendered from the remotes' servers,
 * so those close after the shell). Everything gets `withinMs` in all: 'cut' when some request did
 * not finish by then, and every connection left was dropped.
 */
export async function drainWithin(servers: readonly DrainableServer[], withinMs: number): Promise<DrainOutcome> {
  let cut = false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), withinMs);
  });
  const closeInOrder = async (): Promise<'drained'> => {
    for (const s of servers) {
      const closing = s.close();
      if (cut) s.server.closeAllConnections();
      await closing;
    }
    return 'drained';
  };
  const outcome = await Promise.race([closeInOrder(), late]);
  clearTimeout(timer);
  if (outcome === 'cut') {
    cut = true;
    for (const s of servers) s.server.closeAllConnections();
  }
  return outcome;
}

/** The margin the supervisor leaves a child between its own drain and being killed. */
export const DRAIN_MARGIN_MS = 1000;

/**
 * How long a site server drains when the whole shutdown may take `shutdownTimeoutMs`: that time
 * less a margin, so it exits on its own (and says so) before the supervisor would kill it; at
 * least half the shutdown time when the timeout is short.
 */
export function drainTimeMs(shutdownTimeoutMs: number): number {
  return Math.max(Math.floor(shutdownTimeoutMs / 2), shutdownTimeoutMs - DRAIN_MARGIN_MS);
}
