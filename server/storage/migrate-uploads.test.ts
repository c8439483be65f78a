import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../tests/support/local-s3.ts';
import { DiskFileStore } from './file-store.ts';
import { migrateUploads } from './migrate-uploads.ts';
import { S3FileStore } from './s3-file-store.ts';

let local: LocalS3;
let dataDir: string;
const uploads = () => path.join(dataDir, 'uploads');
const bucket = (name = local.bucket) =>
  S3FileStore.connect({
    bucket: name,
    endpoint: local.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
const FILES: Record<string, string> = {
  't-1/profiles/0b7e.webp': 'RIFF-profile',
  't-1/tickets/9a2c.webp': 'RIFF-ticket',
  't-2/invoices/41d0.pdf': '%PDF-1.7 invoice',
};

beforeAll(async () => {
  local = await startLocalS3('migrated');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-uploads-'));
  const disk = new DiskFileStore(uploads());
  for (const [key, text] of Object.entries(FILES)) await disk.put(key, Buffer.from(text));
  // What a write stopped half-way leaves on disk, and a name the server never writes.
  fs.writeFileSync(path.join(uploads(), 't-1', 'profiles', '0b7e.webp.5c1d.tmp'), 'half');
  fs.writeFileSync(path.join(uploads(), 't-1', 'Notes.TXT'), 'by hand');
});
afterAll(async () => {
  await local.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('copying DATA_DIR/uploads into a bucket', () => {
  it('copies what a stopped run left, keeps what is there, and repairs an object that differs', async () => {
    const store = await bucket();
    // An earlier run stopped after one file; another object has the right size but other bytes.
    await store.put('t-1/profiles/0b7e.webp', Buffer.from(FILES['t-1/profiles/0b7e.webp']!));
    await store.put('t-1/tickets/9a2c.webp', Buffer.from('RIFF-TICKET'));

    const first = await migrateUploads(uploads(), store);
    expect(first).toEqual({ found: 3, copied: 2, present: 1, bytesCopied: 11 + 16, failed: [], skipped: ['t-1/Notes.TXT'] });
    for (const [key, text] of Object.entries(FILES)) expect((await buffer((await store.open(key))!.stream)).toString()).toBe(text);

    const again = await migrateUploads(uploads(), store);
    expect(again).toMatchObject({ found: 3, copied: 0, present: 3, bytesCopied: 0, failed: [] });
    // The disk is left as it was.
    expect(fs.readFileSync(path.join(uploads(), 't-2', 'invoices', '41d0.pdf'), 'utf8')).toBe(FILES['t-2/invoices/41d0.pdf']);
  });

  it('reports each file it could not copy, and a later run copies them', async () => {
    const report = await migrateUploads(uploads(), await bucket('not-created'));
    expect(report.copied).toBe(0);
    expect(report.failed.map((f) => f.key)).toEqual(Object.keys(FILES).sort());
    expect(report.failed[0]!.error).toMatch(/bucket does not exist/i);
  });

  it('npm run storage:migrate runs with the servers’ environment, saying what it did, and exits 1 without a bucket', async () => {
    // Not spawnSync: the local S3 server answers from this process, which must keep running.
    const run = (env: Record<string, string>) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/storage-migrate.ts'],
          { env: { ...process.env, DATA_DIR: dataDir, ...env } },
          (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
        );
      });
    const fresh = await run({ ...local.env, S3_BUCKET: 'migrated' });
    expect(fresh.status).toBe(0);
    expect(fresh.stdout).toContain(`Copying ${uploads()} into the bucket migrated at ${local.endpoint}...`);
    expect(fresh.stdout).toContain('skipped t-1/Notes.TXT: not a name the server writes');
    expect(fresh.stdout).toContain('3 files: 0 copied (0.0 MB), 3 already in the bucket, 0 failed.');

    const none = await run({ S3_BUCKET: '' });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('storage:migrate: storage:migrate needs S3_BUCKET');
  });
});
