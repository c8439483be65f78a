import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireEmbeddedLock, EmbeddedDatabaseBusyError } from './embedded-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));

describe('acquireEmbeddedLock', () => {
  it('lets one process hold the embedded database, and frees it on release', () => {
    const dir = tempDir();
    const release = acquireEmbeddedLock(dir);
    expect(fs.readFileSync(path.join(dir, 'embedded-db.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'embedded-db.lock'))).toBe(false);
  });

  it('refuses a second owner that is alive, naming its pid', () => {
    const dir = tempDir();
    // The parent of this test process is alive and is not us.
    fs.writeFileSync(path.join(dir, 'embedded-db.lock'), String(process.ppid));
    expect(() => acquireEmbeddedLock(dir)).toThrow(EmbeddedDatabaseBusyError);
    expect(() => acquireEmbeddedLock(dir)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'embedded-db.lock'), '999999');
    const release = acquireEmbeddedLock(dir);
    expect(fs.readFileSync(path.join(dir, 'embedded-db.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
