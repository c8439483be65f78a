import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipStart, gzipWithEnd } from './gzip-parts.ts';

describe('a gzip body compressed in two parts', () => {
  it('is one gzip stream of the start and each end, however many ends share the start', () => {
    const start = Buffer.from(`{"questions":[${Array.from({ length: 300 }, (_, i) => `{"q":"Question ${i}: Zoë 🩺 中文"}`).join(',')}],`);
    const shared = gzipStart(start);
    for (const end of ['"attempt":{"mode":"practice"},"progress":null}', '"attempt":{"mode":"recharge"},"progress":{"answers":[]}}', '}']) {
      const gzipped = gzipWithEnd(shared, Buffer.from(end));
      expect(gunzipSync(gzipped).toString()).toBe(start.toString() + end);
    }
    // The shared part is compressed: the whole is far smaller than the text.
    expect(gzipWithEnd(shared, Buffer.from('}')).length).toBeLessThan(start.length / 5);
  });

  it('holds an empty start or an empty end', () => {
    expect(gunzipSync(gzipWithEnd(gzipStart(Buffer.alloc(0)), Buffer.from('{}'))).toString()).toBe('{}');
    expect(gunzipSync(gzipWithEnd(gzipStart(Buffer.from('{}')), Buffer.alloc(0))).toString()).toBe('{}');
  });
});
