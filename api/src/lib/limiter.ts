/**
 * Runs at most `n` tasks at once; the others wait their turn in order. A finished task hands its
 * place straight to the next one, so a task that arrives in between cannot jump the queue.
 */
export function createLimiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async (task) => {
    if (running < n) running += 1;
    else await new Promise<void>((resume) => waiting.push(resume));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
