import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

/** Health and readiness, as a load balancer probes them: by address, on any host. */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  const get = (url: string, host = '10.0.0.5:3000') => t.app.inject({ method: 'GET', url, headers: { host } });

  it('says a serving process is ready, on any host, and keeps its connections open', async () => {
    for (const host of ['10.0.0.5:3000', 'alpha.localhost:3000', 'nobody.example.org']) {
      const response = await get('/api/ready', host);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready' });
    }
    expect((await get('/api/ready')).headers.connection).not.toBe('close');
  });

  it('is unavailable, not ready, while the database does not answer; health says degraded', async () => {
    vi.spyOn(t.database, 'ping').mockRejectedValue(new Error('connection refused'));
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'the database is unreachable' });
    expect((await get('/api/health')).json()).toEqual({ status: 'degraded', database: 'unreachable' });
  });

  // Last: a drained process never serves again.
  it('turns 503 once shutdown begins, while everything else is still answered, each answer closing its connection', async () => {
    t.services.lifecycle.drain();
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining', reason: 'the process is shutting down' });
    expect(ready.headers.connection).toBe('close');
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    const manifest = await get('/api/tenant/manifest', 'alpha.localhost:3000');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers.connection).toBe('close');
  });
});
