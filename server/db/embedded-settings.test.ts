import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { rowsOf } from './rows-of.ts';

const walInitZero = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await rowsOf(database.db, sql`select current_setting('wal_init_zero') as value`);
    return row!.value;
  } finally {
    await database.close();
  }
};

describe('the embedded database', () => {
  it('does not zero-fill new WAL segments in memory (a stall of every query each 16 MB written), and keeps the default on disk', async () => {
    expect(await walInitZero('memory://')).toBe('off');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'));
    try {
      expect(await walInitZero(dir)).toBe('on');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
