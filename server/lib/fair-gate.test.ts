import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { fairGate } from './fair-gate.ts';

/** Work that finishes when the test says so, recording the order in which it started. */
function controlled() {
  const started: string[] = [];
  const finishers: Array<() => void> = [];
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.push(() => resolve(name));
    });
  const finishOne = async () => {
    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, work, finishOne };
}

describe('fairGate', () => {
  it('runs at most `concurrency` at once and starts the next as one finishes', async () => {
    const gate = fairGate({ concurrency: 2, queuedPerClient: 5, queuedInAll: 10 });
    const { started, work, finishOne } = controlled();
    const runs = ['a', 'b', 'c'].map((name) => gate.run('x', work(name)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    expect(gate.state).toEqual({ running: 2, waiting: 1 });
    await finishOne();
    expect(started).toEqual(['a', 'b', 'c']);
    await finishOne();
    await finishOne();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(gate.state).toEqual({ running: 0, waiting: 0 });
  });

  it('takes waiting work from each client in turn, so a flooding client does not starve the others', async () => {
    const gate = fairGate({ concurrency: 1, queuedPerClient: 5, queuedInAll: 20 });
    const { started, work, finishOne } = controlled();
    const runs = [gate.run('flood', work('f0'))];
    for (let i = 1; i <= 4; i++) runs.push(gate.run('flood', work(`f${i}`)));
    runs.push(gate.run('learner', work('l1')), gate.run('other', work('o1')));
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 7; i++) await finishOne();
    await Promise.all(runs);
    expect(started).toEqual(['f0', 'f1', 'l1', 'o1', 'f2', 'f3', 'f4']);
  });

  it('refuses with 429 past a client’s share of the queue, and past the whole queue, while others still get in', async () => {
    const gate = fairGate({ concurrency: 1, queuedPerClient: 2, queuedInAll: 3 });
    const { work, finishOne } = controlled();
    const runs = [gate.run('flood', work('f0')), gate.run('flood', work('f1')), gate.run('flood', work('f2'))];
    const refused = await gate.run('flood', work('f3')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    expect((refused as HttpError).headers).toEqual({ 'Retry-After': '2' });
    runs.push(gate.run('learner', work('l1')));
    expect(((await gate.run('third', work('t1')).catch((e: unknown) => e)) as HttpError).statusCode).toBe(429);
    for (let i = 0; i < 4; i++) await finishOne();
    expect(await Promise.all(runs)).toEqual(['f0', 'f1', 'f2', 'l1']);
  });

  it('frees its slot when the work fails', async () => {
    const gate = fairGate({ concurrency: 1, queuedPerClient: 1, queuedInAll: 1 });
    await expect(gate.run('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('x', async () => 'ok')).toBe('ok');
    expect(gate.state).toEqual({ running: 0, waiting: 0 });
  });
});
