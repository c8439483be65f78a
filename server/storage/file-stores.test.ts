import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../tests/support/local-s3.ts';
import { DiskFileStore, FileStoreUnavailableError, type FileStore } from './file-store.ts';
import { S3FileStore, type S3Settings } from './s3-file-store.ts';

const s3Settings = (local: LocalS3, overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket: local.bucket,
  endpoint: local.endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: local.env.S3_ACCESS_KEY_ID, secretAccessKey: local.env.S3_SECRET_ACCESS_KEY },
  forcePathStyle: true,
  ...overrides,
});

let local: LocalS3;
let diskRoot: string;
beforeAll(async () => {
  local = await startLocalS3('contract');
  diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-store-'));
});
afterAll(async () => {
  await local.close();
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

// The same promises from both stores: what a module may rely on whichever the settings choose.
describe.each([
  ['on disk', () => new DiskFileStore(diskRoot)],
  ['in an S3 bucket (the real SDK against a local S3 server)', () => S3FileStore.connect(s3Settings(local))],
] as Array<[string, () => FileStore | Promise<FileStore>]>)('a file store %s', (_name, makeStore) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await makeStore();
  });

  it('gives back exactly the bytes put, with their size', async () => {
    const picture = randomBytes(300_000);
    await store.put('tenant-a/profiles/3f1c.webp', picture);
    const file = await store.open('tenant-a/profiles/3f1c.webp');
    expect(file?.size).toBe(picture.length);
    expect((await buffer(file!.stream)).equals(picture)).toBe(true);
  });

  it('replaces a file put again under the same key, whole', async () => {
    await store.put('tenant-a/invoices/77.pdf', Buffer.from('%PDF-1 first'));
    await store.put('tenant-a/invoices/77.pdf', Buffer.from('%PDF-1 second, longer'));
    expect((await buffer((await store.open('tenant-a/invoices/77.pdf'))!.stream)).toString()).toBe('%PDF-1 second, longer');
  });

  it('answers undefined for a file that is not there, and after it is removed', async () => {
    expect(await store.open('tenant-a/profiles/never.webp')).toBeUndefined();
    await store.put('tenant-a/tickets/gone.webp', Buffer.from('x'));
    await store.remove('tenant-a/tickets/gone.webp');
    expect(await store.open('tenant-a/tickets/gone.webp')).toBeUndefined();
    await expect(store.remove('tenant-a/tickets/gone.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave their place, and never opens them', async () => {
    for (const key of ['../escape.webp', 'tenant-a/../../x.pdf', '/abs/x.pdf', 'Tenant/x.PDF', 'tenant-a/noext']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe file key/);
      expect(await store.open(key)).toBeUndefined();
    }
  });
});

describe('the S3 file store', () => {
  it('keeps each object with its media type, and tells its size without reading it', async () => {
    const store = await S3FileStore.connect(s3Settings(local));
    await store.put('tenant-b/invoices/1.pdf', Buffer.from('%PDF-1.7'));
    await store.put('tenant-b/profiles/1.webp', Buffer.from('RIFF'));
    // Read straight from the local server (it serves unsigned reads; a real bucket would not).
    expect((await fetch(`${local.endpoint}/${local.bucket}/tenant-b/invoices/1.pdf`)).headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(`${local.endpoint}/${local.bucket}/tenant-b/profiles/1.webp`)).headers.get('content-type')).toBe('image/webp');
    expect(await store.stat('tenant-b/invoices/1.pdf')).toEqual({ size: 8, etag: createHash('md5').update('%PDF-1.7').digest('hex') });
    expect(await store.stat('tenant-b/invoices/2.pdf')).toBeUndefined();
    store.close();
  });

  it('refuses to start on a bucket that does not exist, naming it, and writes nothing with keys the store does not accept', async () => {
    const missing = await S3FileStore.connect(s3Settings(local, { bucket: 'no-such-bucket' }));
    await expect(missing.verify()).rejects.toThrow(FileStoreUnavailableError);
    await expect(missing.verify()).rejects.toThrow(/the bucket "no-such-bucket" \(S3_BUCKET\) cannot be reached: NotFound \(HTTP 404\)/);
    // The local server checks the key id (not a v4 signature's secret): an unknown key is refused as S3 refuses it.
    const wrongKeys = await S3FileStore.connect(s3Settings(local, { credentials: { accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'S3RVER' } }));
    await expect(wrongKeys.put('tenant-b/profiles/x.webp', Buffer.from('x'))).rejects.toThrow(/Access Key Id you provided does not exist/);
    expect(await (await S3FileStore.connect(s3Settings(local))).open('tenant-b/profiles/x.webp')).toBeUndefined();
    await expect((await S3FileStore.connect(s3Settings(local))).verify()).resolves.toBeUndefined();
  });

  it('throws, rather than answering "not there", when the store cannot be reached', async () => {
    const down = await S3FileStore.connect(s3Settings(local, { endpoint: 'http://127.0.0.1:9' }));
    await expect(down.open('tenant-b/profiles/x.webp')).rejects.toThrow();
    await expect(down.verify()).rejects.toThrow(FileStoreUnavailableError);
  });
});
