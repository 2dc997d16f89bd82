import { createLimiter } from '../../activities/fetch';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('bounds concurrency overall and per host', async () => {
  const limiter = createLimiter({ overall: 3, perHost: 2, maxRetryAfterMs: 1000 });
  let active = 0;
  let peak = 0;
  const peakPerHost = new Map<string, number>();
  const activePerHost = new Map<string, number>();
  const task = (host: string) => limiter.run(host, async () => {
    active++;
    activePerHost.set(host, (activePerHost.get(host) ?? 0) + 1);
    peak = Math.max(peak, active);
    peakPerHost.set(host, Math.max(peakPerHost.get(host) ?? 0, activePerHost.get(host)!));
    await sleep(20);
    active--;
    activePerHost.set(host, activePerHost.get(host)! - 1);
    return host;
  });
  const hosts = ['a', 'a', 'a', 'a', 'b', 'b', 'c', 'c', 'c'];
  expect(await Promise.all(hosts.map(task))).toEqual(hosts);
  expect(peak).toBe(3);
  expect(Math.max(...peakPerHost.values())).toBe(2);
});

test('a Retry-After back-off delays later work for that host only, capped', async () => {
  const limiter = createLimiter({ overall: 4, perHost: 4, maxRetryAfterMs: 150 });
  limiter.backOff('slow', 10_000); // capped to 150 ms
  const started = Date.now();
  const times: Record<string, number> = {};
  await Promise.all([
    limiter.run('slow', async () => { times.slow = Date.now() - started; }),
    limiter.run('fast', async () => { times.fast = Date.now() - started; }),
  ]);
  expect(times.fast).toBeLessThan(50);
  expect(times.slow).toBeGreaterThanOrEqual(140);
  expect(times.slow).toBeLessThan(1000);
});

test('a failing task releases its slot and rejects', async () => {
  const limiter = createLimiter({ overall: 1, perHost: 1, maxRetryAfterMs: 0 });
  await expect(limiter.run('a', async () => { throw new Error('boom'); })).rejects.toThrow('boom');
  await expect(limiter.run('a', async () => 'next')).resolves.toBe('next');
});

test('a minimum per-host interval spaces the starts of one host, not of others', async () => {
  const limiter = createLimiter({ overall: 10, perHost: 10, minHostIntervalMs: 60, maxRetryAfterMs: 0 });
  const started = Date.now();
  const starts: Record<string, number[]> = { a: [], b: [] };
  await Promise.all(
    ['a', 'a', 'a', 'b', 'b'].map((h) => limiter.run(h, async () => { starts[h]!.push(Date.now() - started); })),
  );
  for (const times of Object.values(starts)) {
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(55);
  }
  expect(starts.b![0]).toBeLessThan(50); // host b did not wait for host a
  expect(limiter.stats()).toMatchObject({ active: 0, waiting: 0 });
});

test('the interval counts from when a check really began: a pause before it starts lengthens the spacing, never shortens it', async () => {
  // The clock jumps 40 ms inside the first check's start (a GC pause or a starved CPU between the
  // limiter's decision and the check's first step). The next check of the host must still start a
  // full interval after the first one did.
  let offset = 0;
  const clock = () => Date.now() + offset;
  const limiter = createLimiter({ overall: 10, perHost: 10, minHostIntervalMs: 60, maxRetryAfterMs: 0 }, clock);
  const starts: number[] = [];
  await Promise.all([0, 1].map((i) => limiter.run('a', async () => {
    if (i === 0) offset += 40;
    starts.push(clock());
  })));
  expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(60);
});

test('two limiters in a row: the tighter one holds (a run limiter in front of the worker limiter)', async () => {
  const worker = createLimiter({ overall: 8, perHost: 4, maxRetryAfterMs: 0 });
  const run = createLimiter({ overall: 8, perHost: 1, maxRetryAfterMs: 0 });
  let active = 0;
  let peak = 0;
  await Promise.all(
    Array.from({ length: 6 }, () =>
      run.run('h', () => worker.run('h', async () => { active++; peak = Math.max(peak, active); await sleep(10); active--; })),
    ),
  );
  expect(peak).toBe(1);
});

test('back-offs and interval marks that have passed are forgotten: a worker does not keep every host it ever met', async () => {
  let clock = 0;
  const limiter = createLimiter({ overall: 64, perHost: 4, minHostIntervalMs: 10, maxRetryAfterMs: 1000 }, () => clock);
  for (let i = 0; i < 3000; i++) {
    const host = `h${i}.example`;
    await limiter.run(host, async () => undefined);
    if (i % 2 === 0) limiter.backOff(host, 50);
    clock += 1; // 1 ms a check: every mark older than 50 ms has passed
  }
  // Without forgetting, 3,000 hosts would be remembered; only the last sweep's recent ones stay.
  expect(limiter.stats().remembered).toBeLessThan(1100);
  expect(limiter.stats().remembered).toBeGreaterThan(0);
  // A back-off that has not passed still holds.
  limiter.backOff('slow.example', 500);
  const started: number[] = [];
  const waiting = limiter.run('slow.example', async () => void started.push(clock));
  await new Promise((r) => setTimeout(r, 20));
  expect(started).toEqual([]);
  clock += 500;
  await new Promise((r) => setTimeout(r, 600));
  await waiting;
  expect(started).toHaveLength(1);
});
