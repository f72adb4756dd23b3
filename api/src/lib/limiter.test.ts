import { createLimiter } from './limiter';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createLimiter', () => {
  it('runs at most n tasks at once, the rest in order of arrival', async () => {
    const limit = createLimiter(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const tasks = [1, 2, 3, 4].map((i) =>
      limit(async () => {
        started.push(i);
        await new Promise<void>((resolve) => finish.push(resolve));
        return i * 10;
      }),
    );
    await tick();
    expect(started).toEqual([1, 2]);
    finish[0]?.();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    // A newcomer while all places are taken waits behind task 4.
    const late = limit(async () => 50);
    finish[1]?.();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    finish[2]?.();
    finish[3]?.();
    expect(await Promise.all([...tasks, late])).toEqual([10, 20, 30, 40, 50]);
  });

  it('frees the place of a task that fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});
