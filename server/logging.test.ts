import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLogger } from './logging.ts';

function sink() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()) });
  return { lines, stream };
}

describe('a request’s logger', () => {
  it('above info, is made only when the request logs, and then carries its id and the redaction', () => {
    const { lines, stream } = sink();
    const logger = createLogger({ logLevel: 'warn' }, stream);
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = (...args) => ((children += 1), child(...args));
    const log = requestLogger(logger, { reqId: 'req-7' }, {});
    log.info('incoming request');
    log.debug('details');
    expect(children).toBe(0);
    expect(lines).toEqual([]);
    log.error({ token: 'secret-token', path: '/api/x' }, 'request failed');
    log.warn('slow');
    expect(children).toBe(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.token, l.path])).toEqual([
      ['req-7', 'request failed', '[redacted]', '/api/x'],
      ['req-7', 'slow', undefined, undefined],
    ]);
    expect(log.level).toBe('warn');
  });

  it('at info and below, is the request’s child at once (every request logs its start and end)', () => {
    const { lines, stream } = sink();
    const log = requestLogger(createLogger({ logLevel: 'info' }, stream), { reqId: 'req-8' }, {});
    log.info('incoming request');
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([['req-8', 'incoming request']]);
  });
});
