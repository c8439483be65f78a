import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipSlotted, gzipStart, gzipWithEnd, gzipWithSlots } from './gzip-parts.ts';

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

describe('a gzip body compressed in parts with slots between them', () => {
  it('is one gzip stream of the parts and each answer’s slots, in order', () => {
    const parts = ['<html><head><style nonce="', `">${'.a{color:red}'.repeat(500)}</style><script nonce="`, '">boot()</script>🩺 Zoë</html>'];
    const shared = gzipSlotted(parts);
    for (const nonces of [
      ['s1', 'c1'],
      ['', 'a-much-longer-nonce-value-of-the-second-request'],
      ['x'.repeat(35_000), 'y'],
    ] as Array<[string, string]>) {
      expect(gunzipSync(gzipWithSlots(shared, nonces)).toString()).toBe(parts[0] + nonces[0] + parts[1] + nonces[1] + parts[2]);
    }
    expect(gzipWithSlots(shared, ['s1', 'c1']).length).toBeLessThan(parts.join('').length / 5);
  });

  it('holds one part and no slot, and refuses the wrong number of slots', () => {
    expect(gunzipSync(gzipWithSlots(gzipSlotted(['only']), [])).toString()).toBe('only');
    expect(() => gzipWithSlots(gzipSlotted(['a', 'b']), [])).toThrow('2 parts take 1 slots, not 0');
  });
});
