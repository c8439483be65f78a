import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from '../../server/logging.ts';

export type LogLine = Record<string, unknown> & { level: number; msg?: string };

/** The server's own logger at `level`, writing into `lines` (each JSON line parsed) instead of stdout. */
export function capturedLog(level: 'info' | 'warn' = 'info'): { logger: FastifyBaseLogger; lines: LogLine[]; text: () => string } {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write: (chunk, _encoding, done) => {
      raw.push(String(chunk));
      lines.push(JSON.parse(String(chunk)) as LogLine);
      done();
    },
  });
  return { logger: createLogger({ logLevel: level }, stream), lines, text: () => raw.join('') };
}
