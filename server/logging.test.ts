import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../tests/support/log-lines.ts';
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

describe('a URL in the log', () => {
  it('keeps its path and query names, never a query value: not in a request, a message or an error', () => {
    const { logger, lines, text } = capturedLog('info');
    const request = {
      method: 'GET',
      url: '/api/transaction/invoice/42?expires=1800000000&signature=s3cr3t-sig&t0ken-alone',
      host: 'alpha.localhost',
      ip: '192.0.2.1',
      socket: { remotePort: 5150 },
    };
    logger.info({ req: request }, 'incoming request');
    logger.warn('Reply was already sent, did you forget to "return reply" in the "/api/ticket/image/7?expires=1&signature=s3cr3t-sig" (GET) route?');
    logger.error({ err: new Error('GET https://api.example.com/v1/things?token=s3cr3t-token&page=2 failed') }, 'request failed');
    expect(text()).not.toMatch(/s3cr3t|t0ken-alone/);
    expect(lines[0]!.req).toEqual({
      method: 'GET',
      url: '/api/transaction/invoice/42?expires=[redacted]&signature=[redacted]&[redacted]',
      host: 'alpha.localhost',
      remoteAddress: '192.0.2.1',
      remotePort: 5150,
    });
    expect(lines[1]!.msg).toBe(
      'Reply was already sent, did you forget to "return reply" in the "/api/ticket/image/7?expires=[redacted]&signature=[redacted]" (GET) route?',
    );
    expect((lines[2]!.err as { message: string }).message).toBe('GET https://api.example.com/v1/things?token=[redacted]&page=[redacted] failed');
  });
});
